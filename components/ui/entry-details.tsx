import styles from './entry-details.module.scss';

type Props = {
  highlights?: string[];
  courses?: string[];
  /** "Courses: {courses}", in the page's language. */
  coursesLine: (courses: string) => string;
  /** The `lang` of each, when shown untranslated. */
  lang?: { highlights?: string; courses?: string };
};

/** A timeline entry's highlights as a compact list, and its courses as one line. */
export function EntryDetails({ highlights = [], courses = [], coursesLine, lang }: Props) {
  if (!highlights.length && !courses.length) return null;
  return (
    <>
      {highlights.length > 0 && (
        <ul className={styles.highlights} lang={lang?.highlights}>
          {highlights.map((line, index) => (
            <li key={`${line}-${index}`}>{line}</li>
          ))}
        </ul>
      )}
      {courses.length > 0 && (
        <p className={styles.courses} lang={lang?.courses}>
          {coursesLine(courses.join(', '))}
        </p>
      )}
    </>
  );
}
