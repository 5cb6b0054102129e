/** `?offer=<id>` on a home page's address preselects that offer in its contact form. */
export const OFFER_PARAM = 'offer';

/** /hire in any language ("/hire", "/fr/hire"): its policy lets it frame the scheduler, and only
 * a page load brings a page's policy, so links to it never go through the router. */
export const isHirePath = (path: string) =>
  /^(?:\/[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)?\/hire\/?$/.test(path);

/** Every internal address in one place, so links, the sitemap and metadata agree. */
export const routes = {
  home: '/',
  allCategories: '/category/all',
  category: (id: string | number) => `/category/${encodeURIComponent(String(id))}`,
  project: (slug: string) => `/portfolio/${encodeURIComponent(slug)}`,
  hire: '/hire',
  /** The CV, on screen and on paper; its JSON Resume beside it: /resume.json, /fr/resume.json. */
  cv: '/cv',
  resumeJson: '/resume.json',
  notes: '/notes',
  /** Page 1 is the list itself; the others are `?page=N` (lib/i18n/routing.ts). */
  notesPage: (page: number) => (page > 1 ? `/notes?page=${page}` : '/notes'),
  note: (slug: string) => `/notes/${encodeURIComponent(slug)}`,
  notesTagged: (tag: string) => `/notes/tags/${encodeURIComponent(tag)}`,
  feed: '/feed.xml',
  /** The search page, rendered for each query; kept out of search engines. */
  search: '/search',
  searchFor: (query: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  /** Each language's index, fetched when a visitor first opens search: /search-index.json. */
  searchIndex: '/search-index.json',
  askAbout: (offer: string) => `?${OFFER_PARAM}=${encodeURIComponent(offer)}#contact`,
  /** Where a form post without scripts lands once its message is taken; kept out of search. */
  contactThanks: '/contact/thanks',
  contactRefused: '/contact/refused',
  /** A page's share image (app/[lang]/…/share.png): "/" → "/share.png". */
  shareImage: (page: string) => `${page === '/' ? '' : page}/share.png`,
  /** The owner's dashboard, in no language and linked from nowhere (app/admin). */
  admin: '/admin',
  adminSignIn: '/admin/sign-in',
  adminMessage: (id: number) => `/admin/messages/${id}`,
  adminVisitors: '/admin/visitors',
  adminSecurity: '/admin/security',
  /** The content editor: every file of config/ as a form (app/admin/content). */
  adminContent: '/admin/content',
  adminContentFile: (name: string) => `/admin/content/${name}`,
  /** Where the proxy hands a file's POST, as its form's page holds the address itself. */
  adminContentSave: '/admin/content-save',
  adminContentPictures: '/admin/content/pictures',
  adminContentPreview: '/admin/content/preview',
  adminPublish: '/admin/publish',
  adminTestimonials: '/admin/testimonials',
  /** A client's page to write a testimonial; rendered per request, kept out of search. */
  testimonialRequest: (token: string) => `/testimonial/${encodeURIComponent(token)}`,
  testimonialThanks: '/testimonial/thanks',
  /** `next dev` only: the owner's edits, as server-sent events (app/api/content-edits). */
  contentEdits: '/api/content-edits',
} as const;
