'use client';

import type { MouseEvent, ReactNode } from 'react';
import { OFFER_CHOSEN_EVENT } from '@/lib/contact/contract';
import { scrollToSection } from '@/lib/scroll';

type Props = {
  href: string;
  offer: string;
  /** On the page with the contact form: choose the offer there instead of loading the page. */
  inPage: boolean;
  className?: string;
  describedBy?: string;
  children: ReactNode;
};

export function AskLink({ href, offer, inPage, className, describedBy, children }: Props) {
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!inPage || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const url = new URL(href, window.location.href);
    window.history.replaceState(null, '', `${url.pathname}${url.search}`);
    window.dispatchEvent(new CustomEvent(OFFER_CHOSEN_EVENT, { detail: offer }));
    scrollToSection('contact');
  };
  return (
    <a href={href} className={className} aria-describedby={describedBy} onClick={choose}>
      {children}
    </a>
  );
}
