import { HEADER_SCROLLED_TRIGGER_PX } from '@/lib/constants';

// In every page's head: the header turns dark with the first scroll, before the page's scripts
// arrive too. Sets `data-scrolled` on <html>, which site-header.module.scss reads.
export const HEADER_SCROLLED_SCRIPT =
  `(()=>{const r=document.documentElement,u=()=>r.toggleAttribute("data-scrolled",` +
  `scrollY>${HEADER_SCROLLED_TRIGGER_PX});u();addEventListener("scroll",u,{passive:!0})})()`;
