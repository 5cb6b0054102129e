/** @jest-environment node */
import { loadContent } from './load';
import { formatProblem } from './problems';
import { validFiles, writeSite } from './test/fixture';

const offer = (patch: Record<string, unknown> = {}) => ({
  id: 'brand-sprint',
  name: 'Brand sprint',
  price: { amount: 4800, currency: 'EUR' },
  ...patch,
});

function load(extra: Record<string, unknown>, french?: Record<string, unknown>) {
  const files: Record<string, unknown> = { ...validFiles(), ...extra };
  if (french) {
    files['site.json'] = {
      language: 'en',
      translations: ['fr'],
      ...(extra['site.json'] as object),
    };
    for (const [name, value] of Object.entries(french)) files[`fr/${name}`] = value;
  }
  return loadContent(writeSite(files));
}

const problems = (result: ReturnType<typeof loadContent>) =>
  result.ok ? [] : result.problems.map(formatProblem);

describe('offers, FAQ, availability and booking', () => {
  it('are all optional: a site without them has none', () => {
    const result = load({});
    expect(result.ok && [result.content.offers, result.content.faq]).toEqual([[], []]);
    expect(result.ok && result.content.site.availability).toBeUndefined();
    expect(result.ok && result.content.about.booking_embed).toBe(false);
  });

  it('reads an offer with its defaults: a project price, not featured, no deliverables', () => {
    const result = load({ 'offers.json': [offer({ price: null }), offer({ id: 'days' })] });
    expect(problems(result)).toEqual([]);
    expect(result.ok && result.content.offers).toEqual([
      { id: 'brand-sprint', name: 'Brand sprint', deliverables: [], featured: false },
      {
        id: 'days',
        name: 'Brand sprint',
        deliverables: [],
        featured: false,
        price: { amount: 4800, currency: 'EUR', unit: 'project' },
      },
    ]);
  });

  it('says what is wrong with a price, a date or the booking fields, where it is', () => {
    const result = load({
      'offers.json': [
        offer({ price: { amount: 100, from: 90, currency: 'EUR' } }),
        offer({ price: { from: 0, currency: 'euro', unit: 'week' } }),
        offer({ name: '' }),
      ],
      'faq.json': [{ question: 'Why?', answer: '' }],
      'site.json': { availability: { status: 'busy', until: '2027-02-30' } },
      'about.json': { ...(validFiles()['about.json'] as object), booking_url: 'http://cal.com/x' },
    });
    expect(problems(result)).toEqual([
      'config/about.json › booking_url: expected an https:// address whose host holds only letters, digits, hyphens and dots, like "https://cal.com/your-name/30min", got "http://cal.com/x"',
      'config/site.json › availability.status: expected "available", "limited" or "booked", got "busy"',
      'config/site.json › availability.until: expected a date written "YYYY-MM-DD", like "2027-03-01", got "2027-02-30"',
      'config/offers.json › offer "brand-sprint" ([0]).price.amount: expected either "amount" (a fixed price) or "from" (a starting price), not both or neither, got 100',
      'config/offers.json › offer "brand-sprint" ([1]).price.from: expected an amount, as a number greater than 0 (4800 or 650.5), got 0',
      'config/offers.json › offer "brand-sprint" ([1]).price.currency: expected a currency as its ISO 4217 code, like "EUR", "USD" or "GBP", got "euro"',
      'config/offers.json › offer "brand-sprint" ([1]).price.unit: expected "project", "day", "hour" or "month", got "week"',
      'config/offers.json › offer "brand-sprint" ([2]).name: expected text, not an empty string, got ""',
      'config/faq.json › [0].answer: expected the answer, as text or HTML, got ""',
    ]);
  });

  it('wants each offer id once, and a booking page for the inline scheduler', () => {
    const result = load({
      'offers.json': { data: [offer(), offer({ name: 'Again' })] },
      'about.json': { ...(validFiles()['about.json'] as object), booking_embed: true },
    });
    expect(problems(result)).toEqual([
      'config/offers.json › offer "brand-sprint" (data[1]).id: "brand-sprint" is already the id of item [0]; ids must be unique',
      'config/about.json › booking_embed: shows the scheduler of "booking_url", which is not set: add booking_url or remove this',
    ]);
  });

  it('translates offers by id, the FAQ by position and the availability note, and reports the rest', () => {
    const result = load(
      {
        'offers.json': [
          offer({ summary: 'A new identity.', duration: '3 weeks' }),
          offer({ id: 'days', name: 'Days' }),
        ],
        'faq.json': [{ question: 'Why?', answer: '<p>Because.</p>' }],
        'site.json': {
          availability: { status: 'booked', until: '2027-03-01', note: 'Back in spring.' },
        },
      },
      {
        'offers.json': [
          { id: 'days', name: 'Journées' },
          { id: 'brand-sprint', summary: 'Une identité.' },
        ],
        'site.json': { availability: { note: 'De retour au printemps.' } },
      },
    );
    expect(problems(result)).toEqual([]);
    if (!result.ok) return;
    const [fr] = result.translations;
    expect(fr!.offers.map((o) => [o.id, o.name, o.summary, o.price?.amount])).toEqual([
      ['brand-sprint', 'Brand sprint', 'Une identité.', 4800],
      ['days', 'Journées', undefined, 4800],
    ]);
    expect(fr!.site.availability).toEqual({
      status: 'booked',
      until: '2027-03-01',
      note: 'De retour au printemps.',
    });
    const ours = result.untranslated.fr!.filter((p) => /offers|faq|site/.test(p.file));
    expect(ours.map(formatProblem)).toEqual([
      'config/fr/offers.json › brand-sprint.name: not translated',
      'config/fr/offers.json › brand-sprint.duration: not translated',
      'config/fr/faq.json › [0].question: not translated',
      'config/fr/faq.json › [0].answer: not translated',
    ]);
  });

  it('refuses a translation that names no offer or changes what is the same in every language', () => {
    const result = load(
      {
        'offers.json': [offer()],
        'site.json': { availability: { status: 'available' } },
      },
      {
        'offers.json': [
          { id: 'brand', name: 'Sprint' },
          { id: 'brand-sprint', price: null, featured: true },
        ],
        'site.json': { availability: { status: 'booked' } },
      },
    );
    expect(problems(result)).toEqual([
      'config/fr/offers.json › [0].id: "brand" names no item of config/offers.json (known: "brand-sprint")',
      'config/fr/offers.json › [1].price: is the same in every language: set it in config/offers.json only',
      'config/fr/offers.json › [1].featured: is the same in every language: set it in config/offers.json only',
      // Listed with the offers' mistakes, in the same pass.
      'config/fr/site.json › availability.status: is the same in every language: set it in config/site.json only',
    ]);
    const site = load(
      { 'site.json': { availability: { status: 'available' } } },
      { 'site.json': { availability: { status: 'booked', note: 'Complet' }, theme: {} } },
    );
    expect(problems(site)).toEqual([
      'config/fr/site.json › theme: is the same in every language: set it in config/site.json only',
      'config/fr/site.json › availability.status: is the same in every language: set it in config/site.json only',
    ]);
  });
});
