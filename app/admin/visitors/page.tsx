import { AdminFrame } from '@/components/admin/admin-frame';
import styles from '@/components/admin/admin.module.scss';
import { DayChart } from '@/components/admin/day-chart';
import { offerName, pageNamer, shownTime } from '@/lib/admin/format';
import { requireOwner } from '@/lib/admin/session';
import { periodOf, PERIODS, visitorFigures } from '@/lib/admin/visitors';
import { contentIn } from '@/lib/content';
import { routes } from '@/lib/routes';

type Search = Promise<{ days?: string }>;

/** Page views, where visitors came from, enquiries and private links' opens, for one period. */
export default async function VisitorsPage({ searchParams }: { searchParams: Search }) {
  await requireOwner();
  const { t, language } = contentIn();
  const days = periodOf((await searchParams).days);
  const { views, perDay, enquiries, opens } = await visitorFigures(days);
  const number = new Intl.NumberFormat(language);

  const pageName = pageNamer();
  return (
    <AdminFrame current="visitors" title={t('admin.visitors.title')}>
      <form method="get" action={routes.adminVisitors} className={styles.filters}>
        <label>
          {t('admin.visitors.period')}
          <select name="days" defaultValue={String(days)}>
            {PERIODS.map((count) => (
              <option key={count} value={count}>
                {t('admin.visitors.days', { count })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.secondary}>
          {t('admin.visitors.show')}
        </button>
      </form>
      <p className={styles.total}>{t('admin.visitors.total', { count: views.total })}</p>

      <section className={styles.report} aria-labelledby="per-day">
        <h2 id="per-day">{t('admin.visitors.perDay')}</h2>
        <DayChart
          days={perDay}
          language={language}
          labels={{
            caption: t('admin.visitors.perDay'),
            chart: t('admin.visitors.chart'),
            day: t('admin.visitors.day'),
            views: t('admin.visitors.views'),
            none: t('admin.visitors.none'),
          }}
        />
      </section>

      <div className={styles.reports}>
        <Report
          id="per-page"
          title={t('admin.visitors.perPage')}
          head={[t('admin.visitors.page'), t('admin.visitors.views')]}
          rows={withOthers(
            views.byPage.map((row) => [pageName(row.page), row.views]),
            views.total,
            t('admin.visitors.others'),
          ).map(([page, count]) => [page, number.format(count)])}
          empty={t('admin.visitors.none')}
        />
        <Report
          id="referrers"
          title={t('admin.visitors.referrers')}
          head={[t('admin.visitors.site'), t('admin.visitors.views')]}
          rows={withOthers(
            views.byReferrer.map((row) => [row.referrer, row.views]),
            views.fromOtherSites,
            t('admin.visitors.others'),
          ).map(([site, count]) => [site, number.format(count)])}
          empty={t('admin.visitors.none')}
        />
        <Report
          id="enquiries"
          title={t('admin.visitors.enquiries')}
          head={[t('admin.visitors.offer'), t('admin.visitors.messages')]}
          rows={enquiries.map((row) => [offerName(row.offer), number.format(row.messages)])}
          empty={t('admin.visitors.none')}
        />
        <Report
          id="private-opens"
          title={t('admin.visitors.privateOpens')}
          head={[
            t('admin.visitors.client'),
            t('admin.visitors.opens'),
            t('admin.visitors.lastOpened'),
          ]}
          rows={opens.map((row) => [
            row.client,
            number.format(row.opens),
            shownTime(row.lastOpenedAt),
          ])}
          empty={t('admin.visitors.none')}
        />
      </div>
    </AdminFrame>
  );
}

/** The rows listed, and one for the rest when the list stops short of the total. */
function withOthers(rows: [string, number][], total: number, label: string): [string, number][] {
  const rest = total - rows.reduce((sum, [, count]) => sum + count, 0);
  return rest > 0 ? [...rows, [label, rest]] : rows;
}

type TableProps = {
  caption: string;
  head: string[];
  rows: string[][];
  empty: string;
};

function Report({
  id,
  title,
  ...table
}: Omit<TableProps, 'caption'> & { id: string; title: string }) {
  return (
    <section className={styles.report} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Table caption={title} {...table} />
    </section>
  );
}

function Table({ caption, head, rows, empty }: TableProps) {
  if (!rows.length) return <p className={styles.empty}>{empty}</p>;
  return (
    <table className={styles.table}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={cell} scope="col" data-figure={index > 0 || undefined}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) =>
              column === 0 ? (
                <th key={column} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={column} data-figure>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
