import { projectParams } from '@/lib/content';

// On the layout, so that the page and its share.png are prerendered for every project.
export const dynamicParams = false;

/** An id no slug can be: Next refuses an empty list beside dynamicParams = false. */
const NO_PROJECT = '-';

export function generateStaticParams() {
  const params = projectParams();
  return params.length > 0 ? params : [{ id: NO_PROJECT }];
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
