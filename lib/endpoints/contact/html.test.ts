/** @jest-environment node */
import { html, trusted } from './html';

// Prettier would lay the templates out as HTML, which would change the strings they make.
it('escapes every value, in text and in attributes, but markup made with it', () => {
  const typed = `"><script>alert('x')</script>&`;
  // prettier-ignore
  const made = html`<p title="${typed}">${typed}</p>${html`<input value="${typed}">`}`;
  expect(made.text).toBe(
    '<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">' +
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</p>' +
      '<input value="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">',
  );
});

it('joins lists, leaves out what is absent, and takes the site’s own markup as it is', () => {
  // prettier-ignore
  const list = html`<ul>${['a<', 'b'].map((item) => html`<li>${item}</li>`)}</ul>`;
  expect(list.text).toBe('<ul><li>a&lt;</li><li>b</li></ul>');
  // prettier-ignore
  const absent = html`<p>${false}${null}${undefined}${0}</p>`;
  expect(absent.text).toBe('<p>0</p>');
  expect(html`${trusted('<header>Ines</header>')}`.text).toBe('<header>Ines</header>');
});
