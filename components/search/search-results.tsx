import { MarkedText } from '@/components/ui/marked-text';
import section from '@/components/ui/section.module.scss';
import { getDefaultLanguage, type Local } from '@/lib/content';
import { SEARCH } from '@/lib/constants';
import { routes } from '@/lib/routes';
import { excerpt, markTerms, type SearchGroup } from '@/lib/search/match';
import { ResultMeta } from './result-meta';
import styles from './search-results.module.scss';

type Props = { local: Local; groups: SearchGroup[]; terms: string[]; query: string };

/** The search page's results, one list per kind; without any, the ways to browse instead. */
export function SearchResults({ local, groups, terms, query }: Props) {
  const { t, path } = local;
  const untranslated = t('search.untranslated', {
    language: local.languageName(getDefaultLanguage()),
  });
  const browse = [
    { href: path(routes.allCategories), label: t('frame.allWork') },
    ...(local.notes.length > 0 ? [{ href: path(routes.notes), label: t('notes.all') }] : []),
    ...(local.offers.length > 0 ? [{ href: path(routes.hire), label: t('sections.hire') }] : []),
  ];
  return (
    <section aria-labelledby="results-title" className={section.section}>
      <div
        className={`${section.inner} ${styles.inner}`}
        data-found={groups.length > 0 || undefined}
      >
        <h2 id="results-title" className="sr-only">
          {t('search.results')}
        </h2>
        {groups.length === 0 && (
          <div className={styles.empty}>
            <p className={styles.lead}>
              {terms.length ? t('search.none', { query }) : t('search.hint')}
            </p>
            {terms.length > 0 && <p>{t('search.tips')}</p>}
            <h3 className={styles.browseTitle}>{t('search.browse')}</h3>
            <ul className={styles.browse}>
              {browse.map(({ href, label }) => (
                <li key={href}>
                  <a href={href} className={styles.way}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {groups.length > 0 && (
          <nav className={styles.kinds} aria-labelledby="results-title">
            <ul>
              {groups.map(({ kind, results }) => (
                <li key={kind}>
                  <a href={`#results-${kind}`}>
                    {t(`search.kinds.${kind}`)}{' '}
                    <span className={styles.count}>{results.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {groups.length > 0 && (
          <div className={styles.groups}>
            {groups.map(({ kind, results }) => (
              <section key={kind} aria-labelledby={`results-${kind}`}>
                <h3 id={`results-${kind}`} className={styles.kind}>
                  {t(`search.kinds.${kind}`)} <span className={styles.count}>{results.length}</span>
                </h3>
                <ol className={styles.list}>
                  {results.slice(0, SEARCH.pagePerKind).map(({ entry }) => (
                    <li key={entry.url} className={styles.result}>
                      <a href={entry.url} className={styles.title} lang={entry.lang}>
                        <MarkedText parts={markTerms(entry.title, terms)} />
                      </a>
                      <ResultMeta entry={entry} untranslated={untranslated} as="p" />
                      {entry.text && (
                        <p className={styles.text} lang={entry.textLang}>
                          <MarkedText parts={markTerms(excerpt(entry.text, terms), terms)} />
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
                {results.length > SEARCH.pagePerKind && (
                  <p className={styles.more}>
                    {t('search.more', { shown: SEARCH.pagePerKind, count: results.length })}
                  </p>
                )}
              </section>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
