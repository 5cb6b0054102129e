import type { Local } from '@/lib/content';
import section from '@/components/ui/section.module.scss';
import styles from './faq-list.module.scss';

/** Disclosures the browser opens and closes itself: no script needed. */
export function FaqList({ local }: { local: Local }) {
  const { faq, fallbackLang } = local;
  return (
    <div className={styles.list}>
      {faq.map((item, index) => (
        <details key={index} className={styles.item}>
          <summary className={styles.question} lang={fallbackLang('faq', 'question', item, index)}>
            {item.question}
          </summary>
          <div
            className={`${section.prose} ${styles.answer}`}
            lang={fallbackLang('faq', 'answer', item, index)}
            dangerouslySetInnerHTML={{ __html: item.answer }}
          />
        </details>
      ))}
    </div>
  );
}
