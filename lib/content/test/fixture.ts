import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const validFiles = (): Record<string, unknown> => ({
  'about.json': {
    first_name: 'Jane',
    last_name: 'Doe',
    icon: '/logo.svg',
    fav: '/logo.svg',
    avatar: '/logo.svg',
    freelancer: '<p>Designer.</p>',
    bio: '',
    resume_cv: '',
    description: 'Jane designs things.',
    scripts: '',
    email: 'jane@example.com',
    phone: '44 20 7946 0000',
    address: 'London',
    iframe: '',
  },
  'categories.json': [{ name: 'Web Design', slug: 'web-design' }],
  'portfolios.json': {
    data: [
      {
        name: 'Site',
        slug: 'site',
        description: '<p>A site.</p>',
        avatar: '/logo.svg',
        url: 'https://site.example',
        tags: 'Web, UX',
        created_at: '2025-03-14T09:30:00Z',
        category: { id: 'web-design', name: 'Web Design' },
        category_slug: 'web-design',
        images: [{ image: '/logo.svg' }],
      },
    ],
    current_page: 1,
    last_page: 1,
  },
  'skills.json': [{ name: 'UI', percentage: 90 }],
  'tools.json': [{ avatar: '/logo.svg' }],
  'experience.json': [{ name: 'Studio', from_year: 2020, to_year: '', description: 'Work.' }],
  'education.json': [{ name: 'School', from_year: '2010', to_year: 2013, description: 'Study.' }],
  'social-links.json': [{ name: 'Site', link: 'https://jane.example', icon: '/logo.svg' }],
});

/** Writes the files (JSON values, or raw text for strings) to a fresh config/ beside a public/. */
export function writeSite(files: Record<string, unknown>): {
  configDir: string;
  publicDir: string;
} {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-config-'));
  const configDir = path.join(root, 'config');
  const publicDir = path.join(root, 'public');
  fs.mkdirSync(configDir);
  fs.mkdirSync(publicDir);
  fs.writeFileSync(path.join(publicDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const [name, value] of Object.entries(files)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    fs.mkdirSync(path.dirname(path.join(configDir, name)), { recursive: true });
    fs.writeFileSync(path.join(configDir, name), text);
  }
  return { configDir, publicDir };
}
