import { notFound } from 'next/navigation';

/** The API helper sends visitors here on a 404 answer; it shows the same not-found page. */
export default function NotFoundRoute() {
  notFound();
}
