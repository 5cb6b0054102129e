import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionMenu } from './section-menu';
import { MENU_SECTION_KEYS } from '@/lib/constants';
import { english } from '@/lib/i18n/english';
import { navLabels } from '@/lib/i18n/labels';

function renderWithSections() {
  render(
    <>
      <SectionMenu sections={MENU_SECTION_KEYS} labels={navLabels(english)} />
      {['about', 'portfolio', 'experience', 'education', 'contact'].map((id) => (
        <section key={id} id={id} />
      ))}
    </>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('SectionMenu', () => {
  it('opens and closes the panel from the Menu button', async () => {
    const button = renderWithSections();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'About',
      'Portfolio',
      'Hire me',
      'Notes',
      'Experience',
      'Education',
      'Contact',
    ]);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('scrolls to the chosen section, focuses it and closes', async () => {
    const button = renderWithSections();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Experience' }));
    const section = document.getElementById('experience')!;
    expect(section).toHaveFocus();
    await waitFor(() =>
      expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }),
    );
    expect(window.location.hash).toBe('#experience');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const button = renderWithSections();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const button = renderWithSections();
    await userEvent.click(button);
    await userEvent.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SectionMenu with some sections left out', () => {
  it('lists only the sections the page has', async () => {
    render(
      <SectionMenu
        labels={navLabels(english)}
        sections={['about', 'portfolio', 'experience', 'contact']}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'About',
      'Portfolio',
      'Experience',
      'Contact',
    ]);
  });
});
