import type { Project } from '@/lib/content/schemas';
import styles from './project-results.module.scss';

type Props = {
  results: NonNullable<Project['results']>;
  title: string;
  /** The language the figures are written in, when it is not the page's. */
  lang?: string;
};

/** "+52 %", "20 min", "6 300", "up from 9 %": a number never ends a line before its unit. */
export const unbrokenFigure = (value: string) => value.replace(/(?<=\d) (?=\S)/g, '\u00a0');

/** What the work changed, as large figures: "+52 %" over "day passes sold in the app". */
export function ProjectResults({ results, title, lang }: Props) {
  return (
    <section className={styles.results} aria-labelledby="project-results">
      <h2 id="project-results" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list} lang={lang} data-count={Math.min(results.length, 4)}>
        {results.map((result, index) => (
          <li key={`${result.value}-${index}`} className={styles.result}>
            <span className={styles.value}>{unbrokenFigure(result.value)}</span>{' '}
            <span className={styles.label}>{unbrokenFigure(result.label)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
