import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/switch';
import { LanguageSwitch } from './language-switch';

jest.mock('next/navigation', () => ({ usePathname: () => '/fr/category/all' }));

const languages = [
  { tag: 'en', name: 'English' },
  { tag: 'fr', name: 'Français' },
];

const renderSwitch = (toHomes?: boolean) =>
  render(
    <LanguageSwitch
      languages={languages}
      current="fr"
      defaultLanguage="en"
      label="Langue"
      button="Langue : Français"
      toHomes={toHomes}
    />,
  );

describe('LanguageSwitch', () => {
  it('lists the same page in each language, named in itself, the current one marked', async () => {
    const { container } = renderSwitch();
    const button = screen.getByRole('button', { name: 'Langue : Français, fr' });
    expect(button).toHaveTextContent('fr');
    // Closed, the links are hidden but in the HTML, where crawlers follow them.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('a[hreflang="en"]')).toHaveAttribute('href', '/category/all');

    await userEvent.click(button);
    const list = screen.getByRole('navigation', { name: 'Langue' });
    const english = screen.getByRole('link', { name: 'English' });
    expect(list).toContainElement(english);
    expect(english).toHaveAttribute('href', '/category/all');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'page');

    // Choosing one keeps the query and answers the offer too.
    window.history.pushState({}, '', '/fr/category/all?page=2');
    english.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(english);
    expect(english.getAttribute('href')).toBe('/category/all?page=2');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('chosen');
  });

  it("leads to each language's home page from a page that does not exist", () => {
    window.history.pushState({}, '', '/fr/no-such-page?page=2');
    const { container } = renderSwitch(true);
    const english = container.querySelector('a[hreflang="en"]')!;
    expect(english).toHaveAttribute('href', '/');
    fireEvent.pointerDown(english);
    expect(english).toHaveAttribute('href', '/');
    expect(container.querySelector('a[hreflang="fr"]')).toHaveAttribute('href', '/fr');
  });
});
