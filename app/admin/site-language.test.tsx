import { render, screen, within } from '@testing-library/react';

import { AdminFrame } from '@/components/admin/admin-frame';
import { answerLink } from '@/lib/admin/answer';
import { sampleSiteWith } from '@/lib/i18n/test/french-site';

// The content is read on first use, from CONFIG_DIR, so setting it here is in time.
process.env.CONFIG_DIR = sampleSiteWith();

test("the dashboard speaks the site's own language, French here", () => {
  render(
    <AdminFrame current="inbox" title="Boîte de réception">
      <p>…</p>
    </AdminFrame>,
  );
  const nav = within(screen.getByRole('navigation', { name: 'Tableau de bord' }));
  expect(nav.getByRole('link', { name: 'Boîte de réception' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(nav.getByRole('link', { name: 'Visiteurs' })).toHaveAttribute('href', '/admin/visitors');
  // Named for what it opens, not "Connexion" beside "Se déconnecter".
  expect(nav.getByRole('link', { name: 'Clés d’accès et sécurité' })).toHaveAttribute(
    'href',
    '/admin/security',
  );
  expect(nav.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();

  const link = new URL(
    answerLink({
      id: 1,
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: '',
      message: 'Bonjour',
      offer: null,
      language: 'fr',
      state: 'new',
      receivedAt: '2026-11-22T09:30:00.000Z',
      senderHash: 'x',
      deliveredAt: null,
      deliveryAttempts: 0,
      deliveryError: null,
      held: false,
    }),
  );
  expect(link.searchParams.get('body')).toContain('Ann Lee a écrit');
});
