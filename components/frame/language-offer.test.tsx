import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/switch';
import { LanguageOffer } from './language-offer';

jest.mock('next/navigation', () => ({ usePathname: () => '/portfolio/kestrel' }));

const offers = {
  en: { label: 'Language suggestion', offer: 'Read this page in English', dismiss: 'No thanks' },
  fr: { label: 'Suggestion de langue', offer: 'Lire cette page en français', dismiss: 'Non merci' },
};

/** The browser's languages, best first. */
const prefer = (...languages: string[]) =>
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('LanguageOffer', () => {
  it("offers the visitor's first language the site has, in that language, for this same page", async () => {
    prefer('fr-CA', 'en');
    render(<LanguageOffer current="en" own="en" offers={offers} />);
    const offer = screen.getByRole('complementary', { name: 'Suggestion de langue' });
    expect(offer).toHaveAttribute('lang', 'fr');
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
    const { unmount } = render(<LanguageOffer current="en" own="en" offers={offers} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();

    prefer('fr');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'chosen');
    render(<LanguageOffer current="en" own="en" offers={offers} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('offers nothing for a language the site is not in', () => {
    prefer('ja', 'de');
    render(<LanguageOffer current="en" own="en" offers={offers} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
