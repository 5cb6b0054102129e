/** @jest-environment node */
import fs from 'node:fs';
import { tempDataDir } from '@/lib/store/test/fixture';
import { sampleSiteWith } from '@/lib/i18n/test/french-site';

process.env.DATA_DIR = tempDataDir();

/** Each case reads its own site: the content is read once per module registry. */
async function onSite<T>(dir: string, run: () => Promise<T>): Promise<T> {
  process.env.CONFIG_DIR = dir;
  jest.resetModules();
  try {
    return await run();
  } finally {
    delete process.env.CONFIG_DIR;
  }
}

it('the built-in contact endpoint answers a French site in French, numbers written the French way', async () => {
  await onSite(sampleSiteWith(), async () => {
    const { POST } = await import('@/app/api/contact-post/route');
    const response = await POST(
      new Request('http://127.0.0.1/api/contact-post', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: '', email: 'nope', message: 'x'.repeat(5001) }),
      }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: true,
      data: {
        name: ['Merci d’indiquer votre nom.'],
        email: ['Cette adresse e-mail semble incorrecte\u202f; merci de la vérifier.'],
        message: ['Votre message ne doit pas dépasser 5\u202f000 caractères.'],
      },
    });
  });
});

it('a site in a language written right to left turns the page around', async () => {
  const en = JSON.parse(fs.readFileSync('lib/i18n/catalogues/en.json', 'utf8'));
  await onSite(
    sampleSiteWith({ 'site.json': { language: 'ar' }, 'messages/ar.json': en }),
    async () => {
      const { contentIn } = await import('@/lib/content');
      expect([contentIn().language, contentIn().dir]).toEqual(['ar', 'rtl']);
    },
  );
});
