import type { CSSProperties } from 'react';
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

/** Figures wider than this (in ems) take a card's whole row on a phone, so they stay large. */
const SHORT_FIGURE = 3.5;

/** A figure's width in ems of the display face, on the generous side: digits and letters,
 * narrower spaces and punctuation, wider symbols (→, ★, %, capitals such as W). */
export function figureWidth(value: string): number {
  let width = 0;
  for (const character of value.trim()) {
    if (/[\s\u00a0]/.test(character)) width += 0.3;
    else if (/[.,:;'’|!]/.test(character)) width += 0.35;
    else if (/[0-9a-z\-+−–]/.test(character)) width += 0.62;
    else width += 1;
  }
  return Math.round(width * 100) / 100;
}

/** What the work changed, as large figures: "+52 %" over "day passes sold in the app". */
export function ProjectResults({ results, title, lang }: Props) {
  const widest = Math.max(...results.map((result) => figureWidth(result.value)));
  return (
    <section className={styles.results} aria-labelledby="project-results">
      <h2 id="project-results" className={styles.title}>
        {title}
      </h2>
      <ul
        className={styles.list}
        lang={lang}
        data-count={Math.min(results.length, 4)}
        data-long={widest > SHORT_FIGURE || undefined}
      >
        {results.map((result, index) => (
          <li key={`${result.value}-${index}`} className={styles.result}>
            <span
              className={styles.value}
              style={{ '--figure-width': figureWidth(result.value) } as CSSProperties}
            >
              {unbrokenFigure(result.value)}
            </span>{' '}
            <span className={styles.label}>{unbrokenFigure(result.label)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
