/** @jest-environment node */
import zlib from 'node:zlib';
import { scriptSources } from '../build/rewrites/deferred-hydration';
import { firstLoad, LIGHTGALLERY_SIGNATURE } from './first-load';

const html = `<!DOCTYPE html><html><head>
<script src="/_next/static/chunks/react.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script>self.__next_f=[]</script>
</head><body>
<script src="/_next/static/chunks/page.js?dpl=1" async=""></script>
<script src="/_next/static/chunks/react.js" async=""></script>
<script src="https://plausible.example/js/script.js" defer=""></script>
</body></html>`;

const files: Record<string, Buffer> = {
  '/_next/static/chunks/react.js': Buffer.from('x'.repeat(5000) + 'react runtime'),
  '/_next/static/chunks/page.js?dpl=1': Buffer.from('function Page(){return "hello"}'),
};
const gzip = (src: string) => zlib.gzipSync(files[src]!).length;

describe('first-load JavaScript', () => {
  it('lists the scripts a modern browser runs, once each, without nomodule polyfills or inline code', () => {
    expect(scriptSources(html)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/page.js?dpl=1',
      'https://plausible.example/js/script.js',
    ]);
  });

  it('splits gzip bytes into the framework part and ours, and spots no lightgallery', () => {
    const result = firstLoad(html, new Set(['static/chunks/react.js']), (src) => files[src]!);
    expect(result.framework).toBe(gzip('/_next/static/chunks/react.js'));
    expect(result.site).toBe(gzip('/_next/static/chunks/page.js?dpl=1'));
    expect(result.chunks).toHaveLength(2);
    expect(result.lightgallery).toBe(false);
  });

  it('reports lightgallery when a first-load chunk carries its code', () => {
    files['/_next/static/chunks/page.js?dpl=1'] = Buffer.from(
      `el.className="${LIGHTGALLERY_SIGNATURE}"`,
    );
    const result = firstLoad(html, new Set(), (src) => files[src]!);
    expect(result.framework).toBe(0);
    expect(result.lightgallery).toBe(true);
  });
});
