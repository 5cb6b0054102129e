import type { Local } from '@/lib/content';
import { SEARCH } from '@/lib/constants';
import { routes } from '@/lib/routes';
import styles from './search-form.module.scss';

/** A plain GET form: it works without scripts, and its address can be shared. */
export function SearchForm({ local, query }: { local: Local; query: string }) {
  const { t, path } = local;
  return (
    <form role="search" action={path(routes.search)} method="get" className={styles.form}>
      <label htmlFor="search-query" className="sr-only">
        {t('search.field')}
      </label>
      <input
        id="search-query"
        className={styles.field}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={SEARCH.queryMaxLength}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit}>
        {t('search.submit')}
      </button>
    </form>
  );
}
