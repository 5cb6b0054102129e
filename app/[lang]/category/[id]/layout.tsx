import { categoryParams } from '@/lib/content';

// The segment's ids live here, on the layout, so that the page and its share images
// (share.png, used for Open Graph and X) are prerendered for all and every category; any other id
// is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return categoryParams();
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
