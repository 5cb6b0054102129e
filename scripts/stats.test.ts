import { formatStats } from './stats';

test('npm run stats lists pages by page views and days with a bar', () => {
  const text = formatStats(
    {
      byPage: [
        { page: 'Home Page', views: 4 },
        { page: 'Category Page', views: 2 },
      ],
      byDay: [
        { day: '2026-11-20', views: 2 },
        { day: '2026-11-21', views: 4 },
      ],
      byReferrer: [{ referrer: 'https://news.example', views: 3 }],
      fromOtherSites: 3,
      total: 6,
    },
    { from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-11-22T00:00:00Z') },
  );
  expect(text).toContain('Page views from 2026-11-20 00:00 UTC to 2026-11-22 00:00 UTC: 6');
  expect(text).toContain('  Home Page            4');
  expect(text).toContain(`  2026-11-20        2  ${'█'.repeat(20)}`);
  expect(text).toContain(`  2026-11-21        4  ${'█'.repeat(40)}`);
  expect(text).toContain('From other sites\n  https://news.example        3');
});
