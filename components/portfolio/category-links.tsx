import { IntentLink } from '@/components/ui/intent-link';
import { pageContent } from '@/lib/content/page';
import { routes } from '@/lib/routes';
import styles from './category-links.module.scss';

type Props = { current?: string };

export async function CategoryLinks({ current }: Props) {
  const { t, categories, path } = await pageContent();
  const links = [
    { id: 'all', name: t('frame.allWork'), href: path(routes.allCategories) },
    ...categories.map((c) => ({ id: c.slug, name: c.name, href: path(routes.category(c.slug)) })),
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
