/** Every internal address in one place, so links, the sitemap and metadata agree. */
export const routes = {
  home: '/',
  allCategories: '/category/all',
  category: (id: string | number) => `/category/${encodeURIComponent(String(id))}`,
  project: (slug: string) => `/portfolio/${encodeURIComponent(slug)}`,
} as const;
