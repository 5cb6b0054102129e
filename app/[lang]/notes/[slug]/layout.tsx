import { noteParams } from '@/lib/content';

// On the layout, so that the page and its share.png are prerendered for every note.
export const dynamicParams = false;

export function generateStaticParams() {
  return noteParams();
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return children;
}
