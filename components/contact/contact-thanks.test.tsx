import { render, screen } from '@testing-library/react';
import { contentIn } from '@/lib/content';
import { ContactThanks } from './contact-thanks';

it('thanks the visitor in the page’s language and leads back to its home page', () => {
  render(<ContactThanks local={contentIn('fr')} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Message envoyé' })).toBeInTheDocument();
  expect(screen.getByText(/Il m’est bien parvenu/).textContent).toBe(
    'Merci pour votre message\u202f! Il m’est bien parvenu, je vous réponds dès que possible.',
  );
  expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
});

it('in the site’s own language, leads to /', () => {
  render(<ContactThanks local={contentIn('en')} />);
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});
