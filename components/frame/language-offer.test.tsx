import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/switch';
import { LanguageOffer } from './language-offer';

jest.mock('next/navigation', () => ({ usePathname: () => '/portfolio/kestrel' }));

const offers = {
  en: {
    dir: 'ltr',
    label: 'Language suggestion',
    offer: 'Read this page in English',
    dismiss: 'No thanks',
  },
  fr: {
    dir: 'ltr',
    label: 'Suggestion de langue',
    offer: 'Lire cette page en français',
    dismiss: 'Non merci',
  },
  ar: { dir: 'rtl', label: 'اقتراح اللغة', offer: 'اقرأ هذه الصفحة بالعربية', dismiss: 'لا، شكرًا' },
} as const;

const prefer = (...languages: string[]) =>
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('LanguageOffer', () => {
  it("offers the visitor's first language the site has, in that language, for this same page", async () => {
    prefer('fr-CA', 'en');
    render(<LanguageOffer current="en" defaultLanguage="en" offers={offers} />);
    const offer = screen.getByRole('complementary', { name: 'Suggestion de langue' });
    expect(offer).toHaveAttribute('lang', 'fr');
    expect(offer).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'Lire cette page en français' })).toHaveAttribute(
      'href',
      '/fr/portfolio/kestrel',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Non merci' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('offered');
  });

  it('offers nothing when the page is already in that language, or the offer was answered', () => {
    prefer('en-GB', 'fr');
    const { unmount } = render(<LanguageOffer current="en" defaultLanguage="en" offers={offers} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();

    prefer('fr');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'chosen');
    render(<LanguageOffer current="en" defaultLanguage="en" offers={offers} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('offers nothing for a language the site is not in', () => {
    prefer('ja', 'de');
    render(<LanguageOffer current="en" defaultLanguage="en" offers={offers} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('writes an offer in a right-to-left language right to left, on a left-to-right page', () => {
    prefer('ar-EG', 'en');
    render(<LanguageOffer current="en" defaultLanguage="en" offers={offers} />);
    const offer = screen.getByRole('complementary', { name: 'اقتراح اللغة' });
    expect(offer).toHaveAttribute('lang', 'ar');
    expect(offer).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'اقرأ هذه الصفحة بالعربية' })).toHaveAttribute(
      'href',
      '/ar/portfolio/kestrel',
    );
  });
});
