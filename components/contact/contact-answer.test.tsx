import { render, screen } from '@testing-library/react';
import { contentIn } from '@/lib/content';
import { ContactAnswer } from './contact-answer';

it('thanks the visitor in the page’s language and leads back to its home page', () => {
  render(<ContactAnswer local={contentIn('fr')} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Message envoyé' })).toBeInTheDocument();
  expect(screen.getByText(/Il m’est bien parvenu/).textContent).toBe(
    'Merci pour votre message\u202f! Il m’est bien parvenu, je vous réponds dès que possible.',
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    'Je réponds moi-même à chaque message, en général sous deux jours ouvrés',
  );
  expect(screen.getByRole('link', { name: 'Envoyer un autre message' })).toHaveAttribute(
    'href',
    '/fr#contact',
  );
  expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
});

it('in the site’s own language, leads to /', () => {
  render(<ContactAnswer local={contentIn('en')} />);
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

it('says a form from another site’s page was not sent, and why', () => {
  render(<ContactAnswer local={contentIn('en')} refused />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Your message has not been sent yet' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/only takes messages/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Send another message' })).not.toBeInTheDocument();
});
