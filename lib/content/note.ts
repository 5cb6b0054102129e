import type { Heading } from './markdown';

// A note as the pages get it: apart from notes.ts, which reads it, so schemas.ts (whose Content
// holds the notes) and notes.ts (which checks them against schemas.ts) need not import each other.

export type Tag = { slug: string; name: string };

export type Note = {
  slug: string;
  title: string;
  /** As written in the front matter (ISO 8601). */
  date: string;
  updated?: string;
  summary: string;
  tags: Tag[];
  cover?: string;
  draft: boolean;
  projects: string[];
  html: string;
  headings: Heading[];
  minutes: number;
  /** The language it is written in: the page's, or the site's own where it is not translated. */
  language: string;
  /** Every language it is written in, the site's own first. */
  languages: string[];
};
