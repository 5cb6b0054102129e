import { render, screen, within } from '@testing-library/react';
import { CHART_MIN_DAYS, DayChart, roundTicks, type PageViewsOfDay } from './day-chart';

const labels = {
  caption: 'Page views per day',
  chart: 'A chart of the same figures as the table below.',
  day: 'Day',
  views: 'Views',
  none: 'Nothing in this period.',
};

/** `count` days ending on 2026-12-06, oldest first, as the page gives them. */
function period(count: number, views: (back: number) => number): PageViewsOfDay[] {
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const day = new Date(Date.UTC(2026, 11, 6 - back)).toISOString().slice(0, 10);
    return { day, views: views(back) };
  });
}

const chartOf = (container: HTMLElement) => container.querySelector('figure');
const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Page views per day' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('DayChart', () => {
  test('draws a bar per day, with round figures up the side and dates, today last, below', () => {
    const { container } = render(
      <DayChart
        days={period(30, (back) => (back % 3 ? 0 : 10 + back))}
        language="en"
        labels={labels}
      />,
    );
    const chart = chartOf(container)!;
    expect(chart).not.toBeNull();
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    // The most is 37 views (27 days back): the axis goes up to 40 in steps of 10.
    const [yAxis, xAxis] = chart.querySelectorAll('ol');
    expect([...yAxis!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '0',
      '10',
      '20',
      '30',
      '40',
    ]);
    const dates = [...xAxis!.querySelectorAll('li')].map((li) => li.textContent);
    expect(dates.at(-1)).toBe('Dec 6');
    expect(dates).toEqual(['Nov 11', 'Nov 16', 'Nov 21', 'Nov 26', 'Dec 1', 'Dec 6']);
    // Half of them give way on a narrow chart; today's never does.
    const minor = [...xAxis!.querySelectorAll('li[data-minor]')].map((li) => li.textContent);
    expect(minor).toEqual(['Nov 11', 'Nov 21', 'Dec 1']);
  });

  test('lists today first, then the other days with views, newest first', () => {
    render(
      <DayChart
        days={period(30, (back) => (back === 0 ? 0 : back % 2 ? back : 0))}
        language="en"
        labels={labels}
      />,
    );
    const rows = rowsOf();
    expect(rows[0]).toBe('Dec 6, 20260');
    expect(rows[1]).toBe('Dec 5, 20261');
    expect(rows[2]).toBe('Dec 3, 20263');
    expect(rows.at(-1)).toBe('Nov 7, 202629');
    expect(rows).toHaveLength(16);
  });

  test('the caption names the table for screen readers and is hidden from the eye', () => {
    const { container } = render(
      <DayChart days={period(7, (back) => back + 1)} language="en" labels={labels} />,
    );
    const caption = container.querySelector('caption')!;
    expect(caption).toHaveTextContent('Page views per day');
    expect(caption).toHaveClass('sr-only');
    // The bars are for the eye: the table holds the figures.
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(chartOf(container)!.querySelector('figcaption')).toHaveClass('sr-only');
  });

  test(`with views on fewer than ${CHART_MIN_DAYS} days, the table stands alone`, () => {
    const few = period(30, (back) => (back < CHART_MIN_DAYS - 1 ? 5 : 0));
    const { container } = render(<DayChart days={few} language="en" labels={labels} />);
    expect(chartOf(container)).toBeNull();
    expect(rowsOf()).toEqual(['Dec 6, 20265', 'Dec 5, 20265', 'Dec 4, 20265']);

    const enough = period(30, (back) => (back < CHART_MIN_DAYS ? 5 : 0));
    const again = render(<DayChart days={enough} language="en" labels={labels} />);
    expect(chartOf(again.container)).not.toBeNull();
  });

  test('says so when there is nothing in the period, with neither chart nor table', () => {
    const { container } = render(
      <DayChart days={period(7, () => 0)} language="en" labels={labels} />,
    );
    expect(screen.getByText('Nothing in this period.')).toBeInTheDocument();
    expect(chartOf(container)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test("writes dates and figures in the site's language", () => {
    render(
      <DayChart days={period(7, (back) => 1000 * (back + 1))} language="fr" labels={labels} />,
    );
    expect(rowsOf()[0]).toBe('6 déc. 20261\u202f000');
  });
});

describe('roundTicks', () => {
  test('counts from zero to at least the most, in steps of 1, 2 or 5 times a power of ten', () => {
    expect(roundTicks(1)).toEqual([0, 1]);
    expect(roundTicks(3)).toEqual([0, 1, 2, 3]);
    expect(roundTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(roundTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(roundTicks(123)).toEqual([0, 50, 100, 150]);
    expect(roundTicks(2400)).toEqual([0, 1000, 2000, 3000]);
  });
});
