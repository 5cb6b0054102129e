'use client';

import { useId, useState, type ReactNode } from 'react';
import { ToggleButton } from './toggle-button';

type Props = {
  children: ReactNode;
  labels: { more: string; less: string };
  className?: string;
};

export function Disclosure({ children, labels, className }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={className}>
      {/* Printed open: paper has no button to press. */}
      <div id={id} hidden={!open} data-print="reveal">
        {children}
      </div>
      <ToggleButton
        expanded={open}
        controls={id}
        labels={labels}
        onToggle={() => setOpen((v) => !v)}
      />
    </div>
  );
}
