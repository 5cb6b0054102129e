import { IntentLink } from '@/components/ui/intent-link';
import { getT } from '@/lib/content/translator';
import type { Category } from '@/lib/content/schemas';
import { routes } from '@/lib/routes';
import styles from './category-links.module.scss';

type Props = { categories: Category[]; current?: string };

/** "All Portfolio" and one link per category; the current one is marked for everyone. */
export function CategoryLinks({ categories, current }: Props) {
  const t = getT();
  const links = [
    { id: 'all', name: t('frame.allWork'), href: routes.allCategories },
    ...categories.map((c) => ({ id: c.slug, name: c.name, href: routes.category(c.slug) })),
  ];
  return (
    <nav aria-label={t('portfolio.categories')}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.id}>
            <IntentLink
              href={link.href}
              className={styles.link}
              aria-current={current === link.id ? 'page' : undefined}
            >
              {link.name}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
