import { render, screen, within } from '@testing-library/react';
import { english } from '@/lib/i18n/english';
import { navLabels } from '@/lib/i18n/labels';
import { HeaderNav } from './header-nav';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const renderAt = (at: string, home = '/') => {
  pathname = at;
  render(
    <HeaderNav
      sections={['about', 'contact']}
      labels={navLabels(english)}
      home={home}
      allWork={`${home === '/' ? '' : home}/category/all`}
    />,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
};

describe('HeaderNav', () => {
  it("on the home page: Let's Talk to the contact section, then the Menu", () => {
    const nav = renderAt('/');
    expect(nav.getByRole('link', { name: "Let's Talk" })).toHaveAttribute('href', '#contact');
    expect(nav.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it("on any other page: About and Categories, and Let's Talk to the home page's contact section", () => {
    const nav = renderAt('/notes/some-note');
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/#contact',
      '/category/all',
    ]);
    expect(nav.getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: "Let's Talk" })).toBeInTheDocument();
    // Drawn as its icon on a phone, named by its label at every width.
    expect(nav.getByRole('link', { name: 'Categories' })).toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it("in another language, Let's Talk leads to that language's home page", () => {
    const nav = renderAt('/fr/cv', '/fr');
    expect(nav.getByRole('link', { name: "Let's Talk" })).toHaveAttribute('href', '/fr#contact');
  });
});
