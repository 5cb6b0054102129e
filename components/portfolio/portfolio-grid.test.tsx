import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortfolioGrid, clampPage, pageCount } from './portfolio-grid';
import { english } from '@/lib/i18n/english';
import { gridLabels } from '@/lib/i18n/labels';

const projects = Array.from({ length: 14 }, (_, i) => ({
  name: `Project ${i + 1}`,
  slug: `project-${i + 1}`,
  href: `/portfolio/project-${i + 1}`,
  cover: { src: `/p${i + 1}.svg`, fit: 'cover' as const, widthShare: 1 },
  category: i === 0 ? null : { id: 'web-design', name: 'Web Design', href: '/category/web-design' },
}));

const names = () => screen.getAllByRole('heading').map((h) => h.textContent);

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('PortfolioGrid', () => {
  it('shows 6 projects a page with Previous disabled on page 1', () => {
    render(<PortfolioGrid labels={gridLabels(english, projects.length)} projects={projects} />);
    expect(names()).toEqual([
      'Project 1',
      'Project 2',
      'Project 3',
      'Project 4',
      'Project 5',
      'Project 6',
    ]);
    expect(screen.getByText('1 / 3', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
  });

  it('moves one page at a time and disables Next on the last page', async () => {
    render(<PortfolioGrid labels={gridLabels(english, projects.length)} projects={projects} />);
    const next = screen.getByRole('button', { name: /Next/ });
    await userEvent.click(next);
    expect(names()[0]).toBe('Project 7');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('2 / 3');
    await userEvent.click(next);
    expect(names()).toEqual(['Project 13', 'Project 14']);
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(names()[0]).toBe('Project 7');
  });

  it('links each project to its page, and its category when it has one', () => {
    render(<PortfolioGrid labels={gridLabels(english, projects.length)} projects={projects} />);
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Project 1' })).toHaveAttribute(
      'href',
      '/portfolio/project-1',
    );
    expect(within(first!).queryByRole('link', { name: 'Web Design' })).not.toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Web Design' })).toHaveAttribute(
      'href',
      '/category/web-design',
    );
  });

  it('says there is no data when there are no projects', () => {
    render(<PortfolioGrid labels={gridLabels(english, 0)} projects={[]} />);
    expect(screen.getByText('There is no data to display.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a cover of another shape whole on its backdrop, and a card with no cover its initial', () => {
    const { container } = render(
      <PortfolioGrid
        labels={gridLabels(english, 2)}
        projects={[
          {
            ...projects[0]!,
            cover: { src: '/phone.png', fit: 'contain', widthShare: 0.35, backdrop: '#123456' },
          },
          { ...projects[1]!, name: 'Ωmega studio', cover: null },
        ]}
      />,
    );
    const [phone, none] = screen.getAllByRole('article');
    const image = phone!.querySelector('img')!;
    expect(image.getAttribute('sizes')).toBe(
      '(min-width: 1600px) 182px, (min-width: 768px) 11.6vw, 35vw',
    );
    expect((image.parentElement as HTMLElement).style.getPropertyValue('--backdrop')).toBe(
      '#123456',
    );
    expect(none!.querySelector('img')).toBeNull();
    expect(within(none!).getByRole('link', { name: 'Ωmega studio' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/undefined|null/);
  });

  it('has no pager for a single page', () => {
    render(<PortfolioGrid labels={gridLabels(english, 6)} projects={projects.slice(0, 6)} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('keeps the page in the URL when asked, and reads it back', async () => {
    window.history.replaceState(null, '', '/category/all?page=3');
    render(
      <PortfolioGrid labels={gridLabels(english, projects.length)} projects={projects} pageInUrl />,
    );
    expect(names()[0]).toBe('Project 13');
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(window.location.search).toBe('?page=2');
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(window.location.search).toBe('');
  });

  it('treats a missing or invalid page as page 1', () => {
    expect(clampPage(0, 14)).toBe(1);
    expect(clampPage(4, 14)).toBe(1);
    expect(clampPage(Number('abc'), 14)).toBe(1);
    expect(clampPage(2.5, 14)).toBe(1);
    expect(clampPage(3, 14)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(2);
  });
});
