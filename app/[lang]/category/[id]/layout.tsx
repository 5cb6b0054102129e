import { categoryParams } from '@/lib/content';

// On the layout, so that the page and its share.png are prerendered for every category.
export const dynamicParams = false;

export function generateStaticParams() {
  return categoryParams();
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
