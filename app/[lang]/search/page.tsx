import type { Metadata } from 'next';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults } from '@/components/search/search-results';
import { PAGE_LABELS } from '@/lib/constants';
import { pageContent } from '@/lib/content/page';
import { preparedIndexOf } from '@/lib/search';
import { boundQuery, groupByKind, queryTerms, search } from '@/lib/search/match';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Rendered for each query, from the index held in memory: a query is bounded in length and words,
// so each answer costs a few comparisons per entry, whatever is sent.
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { t, ownerName } = await pageContent();
  const query = boundQuery((await searchParams).q);
  const title = query
    ? `${t('search.queryTitle', { query })} | ${t('search.pageTitle')} | ${ownerName}`
    : `${t('search.pageTitle')} | ${ownerName}`;
  return { title: { absolute: title }, robots: { index: false, follow: true } };
}

export default async function SearchPage({ searchParams }: Props) {
  const local = await pageContent();
  const { t } = local;
  const query = boundQuery((await searchParams).q);
  const terms = queryTerms(query);
  const results = search(preparedIndexOf(local), terms);
  return (
    <>
      <PageHero
        eyebrow={t('search.pageTitle')}
        title={query ? t('search.queryTitle', { query }) : t('search.dialog')}
        lead={
          <p role="status">
            {terms.length
              ? t('search.count', { count: results.length, query })
              : t('search.pageLead', { owner: local.ownerName })}
          </p>
        }
      >
        <SearchForm local={local} query={query} />
      </PageHero>
      <SearchResults local={local} groups={groupByKind(results)} terms={terms} query={query} />
      <PageView label={PAGE_LABELS.search} />
    </>
  );
}
