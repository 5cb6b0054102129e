import { IntentLink } from '@/components/ui/intent-link';
import type { Local, Tag } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from './tag-links.module.scss';

type Props = {
  local: Local;
  tags: (Tag & { count?: number })[];
  current?: string;
  tone?: 'dark';
  lang?: string;
};

export function TagLinks({ local, tags, current, tone, lang }: Props) {
  if (!tags.length) return null;
  return (
    <ul className={styles.tags} aria-label={local.t('notes.tags')} data-tone={tone} lang={lang}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <IntentLink
            href={local.path(routes.notesTagged(tag.slug))}
            className={styles.tag}
            aria-current={tag.slug === current ? 'page' : undefined}
          >
            {tag.name}
            {tag.count !== undefined && <span className={styles.count}>{tag.count}</span>}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
