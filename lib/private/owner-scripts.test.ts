import { holdOwnerScripts, OWNER_SCRIPTS } from './owner-scripts';

const page = (scripts: string) =>
  `<head><script src="/_next/a.js" async></script></head><body><main>Work</main>` +
  `<div hidden="" data-owner-scripts="">${OWNER_SCRIPTS.start}${scripts}${OWNER_SCRIPTS.end}</div>` +
  `<script>self.__next_f.push([1])</script></body>`;

test("the owner's scripts are held, every kind of them, and nothing else is", () => {
  const owner =
    '<script>track("inline")</script><SCRIPT defer src="/scripts/visits.js"></SCRIPT>' +
    '<script type="module">go()</script><noscript><img src="/pixel.gif" alt=""></noscript>';
  const held = holdOwnerScripts(page(owner));
  expect(held).toBe(
    page(
      '<script type="text/plain" data-held="">track("inline")</script>' +
        '<script type="text/plain" data-held="" defer src="/scripts/visits.js"></SCRIPT>' +
        '<script type="text/plain" data-held="" type="module">go()</script>' +
        '<noscript><img src="/pixel.gif" alt=""></noscript>',
    ),
  );
  // Next's own scripts, before and after, run as before.
  expect(held).toContain('<script src="/_next/a.js" async></script>');
  expect(held).toContain('<script>self.__next_f.push([1])</script>');
});

test('a page without owner scripts is sent as it is', () => {
  const html = '<body><script>self.__next_f.push([1])</script></body>';
  expect(holdOwnerScripts(html)).toBe(html);
});
