'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { HEADER_SCROLLED_TRIGGER_PX } from '@/lib/constants';
import styles from './site-header.module.scss';

export function HeaderBar({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLLED_TRIGGER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={styles.inner}>{children}</div>
    </header>
  );
}
