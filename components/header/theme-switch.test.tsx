import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '@/lib/theme/choice';
import { ThemeSwitch } from './theme-switch';
import { english } from '@/lib/i18n/english';
import { themeLabels } from '@/lib/i18n/labels';

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.setAttribute('data-theme', 'system');
});

describe('ThemeSwitch', () => {
  it('names the choice in force and offers the three as radios', async () => {
    render(<ThemeSwitch labels={themeLabels(english)} fallback="system" />);
    const button = screen.getByRole('button', { name: 'Theme: System' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeVisible();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'system',
      'light',
      'dark',
    ]);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('applies and keeps a choice, and names it on the button', async () => {
    render(<ThemeSwitch labels={themeLabels(english)} fallback="system" />);
    await userEvent.click(screen.getByRole('button', { name: 'Theme: System' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));

    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(html).toHaveAttribute('data-theme', 'system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('shows the choice the head script applied before it hydrated', () => {
    html.setAttribute('data-theme', 'light');
    render(<ThemeSwitch labels={themeLabels(english)} fallback="dark" />);
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    render(<ThemeSwitch labels={themeLabels(english)} fallback="system" />);
    const button = screen.getByRole('button', { name: 'Theme: System' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it("follows a choice made in the site's other tab", () => {
    render(<ThemeSwitch labels={themeLabels(english)} fallback="system" />);
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      fireEvent(window, new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });
});
