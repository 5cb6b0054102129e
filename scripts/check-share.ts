/** npm run check-share [-- http://127.0.0.1:3000], against a running site: checks the share tags,
 * titles and images of every page in /sitemap.xml. */
import { checkTags, duplicateTitles, pngSize, readTags } from '../lib/share/check';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:3000');

/** The sitemap names public addresses (SITE_URL); they are fetched from the site under test. */
const local = (url: string) => {
  const target = new URL(url);
  return new URL(`${target.pathname}${target.search}`, base).toString();
};

async function main() {
  const sitemap = await fetch(new URL('/sitemap.xml', base));
  if (!sitemap.ok) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    m[1]!.trim(),
  );
  if (!urls.length) throw new Error('/sitemap.xml lists no pages');

  const problems: string[] = [];
  const pages: { url: string; title?: string; language?: string }[] = [];
  const images = new Map<string, string[]>();
  for (const url of urls) {
    const response = await fetch(local(url));
    if (!response.ok) {
      problems.push(`${url}: answered ${response.status}`);
      continue;
    }
    const tags = readTags(await response.text());
    pages.push({ url, title: tags.title, language: tags.language });
    // A project and a note are articles; a list of notes or of a tag's notes is not.
    const article = /^(\/[^/]+)?\/(portfolio|notes(?!\/tags\/))\/[^/]+$/.test(
      new URL(url).pathname,
    );
    problems.push(...checkTags(tags, { article }).map((problem) => `${url}: ${problem}`));
    for (const key of ['og:image', 'twitter:image']) {
      const image = tags.meta[key];
      if (image && /^https?:/.test(image)) images.set(image, [...(images.get(image) ?? []), url]);
    }
  }
  problems.push(...duplicateTitles(pages));

  for (const [image, usedBy] of images) {
    const response = await fetch(local(image));
    const bytes = new Uint8Array(await response.arrayBuffer());
    const size = pngSize(bytes);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok) problems.push(`${image} (for ${usedBy[0]}): answered ${response.status}`);
    else if (!type.startsWith('image/png') || !size) problems.push(`${image}: not a PNG (${type})`);
    else if (size.width !== 1200 || size.height !== 630) {
      problems.push(`${image}: ${size.width}×${size.height}, expected 1200×630`);
    }
  }

  console.log(`Checked ${pages.length} pages and ${images.size} share images from ${base.origin}.`);
  if (problems.length) {
    console.error(problems.map((p) => `✗ ${p}`).join('\n'));
    process.exitCode = 1;
  } else {
    console.log('✓ Every page has complete, absolute share tags and a 1200×630 PNG preview.');
  }
}

main().catch((error) => {
  console.error(`check-share: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
