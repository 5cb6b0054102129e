'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_POSITION } from '@/lib/constants';

// Fetched only when needed: most visits never show a toast. The form calls `prepareToasts` as a
// visitor starts filling it in, so the toast after "Send message" is not kept waiting.
let library: Promise<typeof import('react-hot-toast')> | undefined;
const load = () => (library ??= import('react-hot-toast'));

const FIRST_TOAST = 'portfolio:first-toast';

export function prepareToasts(): void {
  void load();
}

/** Queued in the library's store until the Toaster is mounted. */
export async function toastSuccess(message: string): Promise<void> {
  const { default: toast } = await load();
  toast.success(message);
  window.dispatchEvent(new Event(FIRST_TOAST));
}

export function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    const mount = () => void load().then(({ Toaster }) => setToaster(() => Toaster));
    window.addEventListener(FIRST_TOAST, mount, { once: true });
    return () => window.removeEventListener(FIRST_TOAST, mount);
  }, []);

  if (!Toaster) return null;
  return (
    <Toaster
      position={TOAST_POSITION}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          background: 'var(--inverse)',
          color: 'var(--on-inverse)',
          borderRadius: 'var(--radius)',
          boxShadow: 'var(--shadow-lg)',
          padding: 'var(--space-3) var(--space-4)',
        },
      }}
      containerStyle={{ top: 'calc(var(--header-height) + var(--space-2))' }}
    />
  );
}
