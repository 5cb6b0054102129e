import type { Local } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from './feed-link.module.scss';

/** The language's Atom feed, for readers that do not look in <head>. */
export function FeedLink({ local, tone }: { local: Local; tone?: 'dark' }) {
  return (
    <a
      href={local.path(routes.feed)}
      type="application/atom+xml"
      className={styles.feed}
      data-tone={tone}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="3" cy="13" r="2" fill="currentColor" />
        <path
          d="M1 7a8 8 0 0 1 8 8M1 2a13 13 0 0 1 13 13"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {local.t('notes.feed')}
    </a>
  );
}
