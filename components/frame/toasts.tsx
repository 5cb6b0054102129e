'use client';

import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_POSITION } from '@/lib/constants';

export function Toasts() {
  return (
    <Toaster
      position={TOAST_POSITION}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          background: 'var(--ink-900)',
          color: 'var(--text-on-dark)',
          borderRadius: 'var(--radius)',
          boxShadow: 'var(--shadow-lg)',
          padding: 'var(--space-3) var(--space-4)',
        },
      }}
      containerStyle={{ top: 'calc(var(--header-height) + var(--space-2))' }}
    />
  );
}
