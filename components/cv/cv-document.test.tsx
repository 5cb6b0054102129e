/** @jest-environment node */

const saved = process.env.SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

/** The CV as the server draws it with SITE_URL as given (settings are read once per process). */
function cvWith(siteUrl: string | undefined) {
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
  let html = '';
  let email = '';
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { contentIn } = require('@/lib/content') as typeof import('@/lib/content');
    const { CvDocument } = require('./cv-document') as typeof import('./cv-document');
    // The same React as the components', which this registry loads afresh.
    const { renderToStaticMarkup } =
      require('react-dom/server') as typeof import('react-dom/server');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const local = contentIn('en');
    email = local.about.email!;
    html = renderToStaticMarkup(<CvDocument local={local} />);
  });
  return { html, email };
}

it('without SITE_URL, names neither the site nor any address of it: no localhost', () => {
  const { html, email } = cvWith(undefined);
  expect(html).not.toContain('Website');
  expect(html).not.toContain('localhost');
  const [name, domain] = email.split('@');
  expect(html).toContain(
    `<a href="mailto:${email}" aria-label="${email}"><span class="addressPart">${name}</span><wbr/><span class="addressPart">@${domain}</span></a>`,
  );
});

it('with SITE_URL, names the site and prints its projects’ addresses', () => {
  const { html } = cvWith('https://ines.example');
  expect(html).toContain(
    '<dt>Website</dt><dd><a href="https://ines.example/" aria-label="ines.example"><span class="addressPart">ines.example</span></a></dd>',
  );
  expect(html).toContain('data-print-href="https://ines.example/portfolio/kestrel-analytics"');
});

it('lets a long address wrap between its parts, after each "/", and names its link by the whole', () => {
  const { html } = cvWith(undefined);
  const part = (text: string) => `<span class="addressPart">${text}</span>`;
  expect(html).toContain(
    `<a href="https://www.linkedin.com/in/ines-moreau-studio" aria-label="linkedin.com/in/ines-moreau-studio">${[
      part('linkedin.com/'),
      part('in/'),
      part('ines-moreau-studio'),
    ].join('<wbr/>')}</a>`,
  );
});

it('shows each project’s summary, else its first paragraph, whole: nothing cut with an ellipsis', () => {
  const { html } = cvWith(undefined);
  // A case study's summary…
  expect(html).toContain(
    '<p class="text">A marketing site and a dashboard for a Lyon attribution startup, redesigned around the three questions its customers actually ask.</p>',
  );
  // …and a plain project's first paragraph.
  expect(html).toContain(
    '<p class="text">Atelier Sauvage is a ceramics and botanical studio on the Presqu&#x27;île in Lyon, run by two sisters who sell hand-thrown planters and host evening pottery classes. They wanted an identity that felt as tactile as their work, without slipping into rustic clichés.</p>',
  );
  expect(html).not.toContain('…');
});
