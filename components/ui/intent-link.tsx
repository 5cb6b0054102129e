'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * next/link that prefetches its page when a visitor shows intent (a pointer over it, a touch, or
 * keyboard focus) rather than whenever it scrolls into view. A phone opening a page full of
 * cards is then not asked to fetch and decode every destination while it is still busy with the
 * page itself; the page a visitor reaches for is still fetched before the click lands.
 */
export function IntentLink({ onPointerEnter, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
