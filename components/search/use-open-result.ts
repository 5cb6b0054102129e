import { usePathname, useRouter } from 'next/navigation';
import type { SearchEntry } from '@/lib/search/match';
import { isHirePath } from '@/lib/routes';
import { scrollToSection } from '@/lib/scroll';

/** Opens a result: in a new tab with Ctrl or ⌘, else here, closing the dialog first. */
export function useOpenResult(close: () => void) {
  const router = useRouter();
  const pathname = usePathname();
  return (entry: SearchEntry, newTab = false) => {
    if (newTab) {
      window.open(entry.url, '_blank', 'noopener');
      return;
    }
    close();
    const [path, hash] = entry.url.split('#');
    if (hash && path === pathname) scrollToSection(hash);
    else if (isHirePath(path ?? '')) window.location.assign(entry.url);
    else {
      // A section of another page: its blocks are drawn whole, so the jump lands on it.
      if (hash) document.documentElement.dataset.renderAll = '';
      router.push(entry.url);
    }
  };
}
