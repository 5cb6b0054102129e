import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { SiteAddress } from './site-address';

const built = 'https://ines.example/fr';

afterEach(() => jest.restoreAllMocks());

it('names the address the page is served at, not the one it was built for', () => {
  // jsdom serves the page at http://localhost.
  render(<SiteAddress built={built} />);
  const link = screen.getByRole('link', { name: 'localhost/fr' });
  expect(link).toHaveAttribute('href', 'http://localhost/fr');
  expect(screen.queryByText(/ines\.example/)).not.toBeInTheDocument();
});

it("comes from the server with the build's address and names the served one once alive", async () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<SiteAddress built={built} />);
  expect(host.querySelector('a')).toHaveAttribute('href', built);
  document.body.append(host);
  await act(async () => {
    hydrateRoot(host, <SiteAddress built={built} />);
  });
  expect(host.querySelector('a')).toHaveAttribute('href', 'http://localhost/fr');
  host.remove();
});

it("on paper printed for the build (loaded as print), keeps the build's address", () => {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query) => ({ matches: query === 'print', media: query }) as MediaQueryList,
    );
  render(<SiteAddress built={built} />);
  expect(screen.getByRole('link', { name: 'ines.example/fr' })).toHaveAttribute('href', built);
});
