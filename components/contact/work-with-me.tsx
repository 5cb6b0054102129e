import type { Local } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from './work-with-me.module.scss';

type Props = {
  local: Local;
  /** On a client's private page: the block thanks them by name and asks for their word. */
  client?: string;
  /** The page's centred column, when it has one (PageHero's `column`). */
  column?: 'text' | 'wide';
};

/** The last block of a case study, a note or a private page: the reader's next step. */
export function WorkWithMe({ local, client, column }: Props) {
  const { t, path, offers } = local;
  const write = `${path(routes.home)}#contact`;
  // /hire's policy comes with a page load only: a plain link, never the router (lib/routes).
  const hire = !client && offers.length > 0 ? path(routes.hire) : undefined;
  return (
    <section className={styles.band} aria-labelledby="work-with-me-title" data-work-with-me>
      <div className={column ? styles[column] : styles.inner}>
        <div className={styles.card} data-private={client ? '' : undefined}>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>{t('workWithMe.eyebrow')}</p>
            <h2 id="work-with-me-title" className={styles.title}>
              {client ? t('shared.endTitle', { client }) : t('workWithMe.title')}
            </h2>
            <p className={styles.lead}>{client ? t('shared.endText') : t('workWithMe.text')}</p>
          </div>
          <div className={styles.actions}>
            {hire && (
              <a href={hire} className={styles.primary}>
                {t('workWithMe.offers')}
              </a>
            )}
            <a href={write} className={hire ? styles.secondary : styles.primary}>
              {client ? t('shared.endAction') : t('workWithMe.write')}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
