import { MarkedText } from '@/components/ui/marked-text';
import type { SearchLabels } from '@/lib/i18n/label-types';
import { excerpt, markTerms, type SearchEntry, type SearchGroup } from '@/lib/search/match';
import { ResultMeta } from './result-meta';
import styles from './search-dialog.module.scss';

type Props = {
  id: string;
  label: string;
  groups: SearchGroup[];
  terms: string[];
  labels: SearchLabels;
  optionId: (at: number) => string;
  active: number;
  onHover: (at: number) => void;
  onChoose: (entry: SearchEntry, newTab: boolean) => void;
};

/** The results as a listbox, one group per kind; the field keeps focus and points at the active one. */
export function SearchOptions(props: Props) {
  const { id, label, groups, terms, labels, optionId, active, onHover, onChoose } = props;
  let at = 0;
  return (
    <div role="listbox" id={id} aria-label={label} className={styles.list}>
      {groups.map((group) => (
        <div
          key={group.kind}
          role="group"
          aria-labelledby={`${id}-${group.kind}`}
          className={styles.group}
        >
          <div role="presentation" id={`${id}-${group.kind}`} className={styles.kind}>
            {labels.kinds[group.kind]}
          </div>
          {group.results.map(({ entry }) => {
            const index = at++;
            const text = entry.text && excerpt(entry.text, terms);
            return (
              <div
                key={entry.url}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseMove={() => index !== active && onHover(index)}
                onClick={(event) => onChoose(entry, event.metaKey || event.ctrlKey)}
              >
                <span className={styles.title} lang={entry.lang}>
                  <MarkedText parts={markTerms(entry.title, terms)} />
                </span>
                <ResultMeta entry={entry} untranslated={labels.untranslated} />
                {text && (
                  <span className={styles.text} lang={entry.textLang}>
                    <MarkedText parts={markTerms(text, terms)} />
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
