import { withSources } from './policy';

test("a shared page's policy is the site's, with its private projects' hosts added to their directives", () => {
  const site =
    "default-src 'self'; img-src 'self' data:; frame-src 'self'; upgrade-insecure-requests";
  expect(
    withSources(site, {
      'frame-src': ['https://media.client.example', "'self'"],
      'img-src': ['https://cdn.client.example'],
    }),
  ).toBe(
    "default-src 'self'; img-src 'self' data: https://cdn.client.example; " +
      "frame-src 'self' https://media.client.example; upgrade-insecure-requests",
  );
  expect(withSources(site, {})).toBe(site);
});
