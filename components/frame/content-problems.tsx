import { PageHero } from './page-hero';
import { FIX_AND_SAVE } from '@/lib/content/edit-problems';
import type { ContentProblem } from '@/lib/content/problems';
import styles from './content-problems.module.scss';

/** In `next dev`, instead of every page while the content has problems: the list check-config
 * prints, one problem per item, in the site's design. The page draws itself again at each save. */
export function ContentProblems({ problems }: { problems: ContentProblem[] }) {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return (
    <PageHero eyebrow="npm run dev" title={`The content in config/ has ${count}`} fill>
      <ol className={styles.list}>
        {problems.map(({ file, path, reason, line, column }) => (
          <li key={`${file} ${path} ${reason}`} className={styles.problem}>
            <p className={styles.where}>
              <code>{line ? `${file}:${line}:${column ?? 1}` : file}</code>
              {path && (
                <>
                  {' › '}
                  <code>{path}</code>
                </>
              )}
            </p>
            <p className={styles.reason}>{reason}</p>
          </li>
        ))}
      </ol>
      <p className={styles.next}>{FIX_AND_SAVE}</p>
    </PageHero>
  );
}
