'use client';

import { useSyncExternalStore } from 'react';
import { AddressLink, shortAddress } from './address-link';

const subscribe = () => () => {};

/** The site's address as this page is served: a prerendered page knows only the build's (SITE_URL),
 * so the browser names the one it reached. Paper printed for the build (npm run cv-pdf, which
 * loads the page as print) goes out with it and keeps the build's. */
export function SiteAddress({ built }: { built: string }) {
  const href = useSyncExternalStore(
    subscribe,
    () => {
      if (window.matchMedia('print').matches) return built;
      const { pathname, search, hash } = new URL(built);
      return new URL(`${pathname}${search}${hash}`, window.location.origin).href;
    },
    () => built,
  );
  return <AddressLink href={href} text={shortAddress(href)} />;
}
