import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/switch';
import { LanguageSwitch } from './language-switch';

jest.mock('next/navigation', () => ({ usePathname: () => '/fr/category/all' }));

const languages = [
  { tag: 'en', name: 'English' },
  { tag: 'fr', name: 'Français' },
];

describe('LanguageSwitch', () => {
  it('lists the same page in each language, named in itself, the current one marked', async () => {
    render(
      <LanguageSwitch
        languages={languages}
        current="fr"
        own="en"
        label="Langue"
        button="Langue : Français"
      />,
    );
    const button = screen.getByRole('button', { name: 'Langue : Français' });
    expect(button).toHaveTextContent('fr');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(button);
    const list = screen.getByRole('navigation', { name: 'Langue' });
    const english = screen.getByRole('link', { name: 'English' });
    expect(list).toContainElement(english);
    expect(english).toHaveAttribute('href', '/category/all');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'page');

    // Choosing one is an answer to the offer too: it will not be made again.
    english.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(english);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('chosen');
  });
});
