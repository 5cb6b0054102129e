import { notFound } from 'next/navigation';

/** Any other address under /admin: the dashboard's own 404, without the site's scripts. */
export default function MissingAdminPage() {
  notFound();
}
