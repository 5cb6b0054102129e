// Every setting with its default, written once; names and defaults only, so safe for the browser.
// docs/settings.md and .env.example are checked against this table by a test.
export type When = 'build' | 'start' | 'both';

export const SETTINGS = {
  SITE_URL: { when: 'build', default: 'http://localhost:3000' },
  NEXT_PUBLIC_API_URL: { when: 'build', default: '' },
  NEXT_PUBLIC_TIME_ZONE: { when: 'build', default: 'UTC' },
  NEXT_PUBLIC_LIGHTGALLERY_LICENSE_KEY: { when: 'build', default: '' },
  CSP_EXTRA: { when: 'build', default: '' },
  DEFERRED_HYDRATION: { when: 'build', default: 'on' },
  CONFIG_DIR: { when: 'both', default: '' },
  PORT: { when: 'start', default: '3000' },
  HOSTNAME: { when: 'start', default: '127.0.0.1' },
  TRUST_PROXY: { when: 'start', default: 'off' },
  DATA_DIR: { when: 'start', default: 'data' },
  DATABASE_URL: { when: 'start', default: '' },
  PRIVATE_DIR: { when: 'start', default: '.next/private' },
  SITE_DIR: { when: 'start', default: '' },
  SMTP_URL: { when: 'start', default: '' },
  SMTP_FROM: { when: 'start', default: '' },
  CONTACT_RATE_LIMIT: { when: 'start', default: '5/10m' },
  CONTACT_SITE_RATE_LIMIT: { when: 'start', default: '60/1h' },
  EVENTS_RATE_LIMIT: { when: 'start', default: '120/1m' },
  EVENTS_BLOCK_RATE_LIMIT: { when: 'start', default: '300/1h' },
  EVENTS_RETENTION: { when: 'start', default: '365d' },
  EVENTS_MAX_SIZE: { when: 'start', default: '256MB' },
  MESSAGES_RETENTION: { when: 'start', default: 'off' },
  DISK_MIN_FREE: { when: 'start', default: '256MB' },
} as const satisfies Record<string, { when: When; default: string }>;

export type SettingName = keyof typeof SETTINGS;

/** Former names, which stop the build with the new one rather than be ignored. */
export const RENAMED_SETTINGS: Record<string, string> = {
  PAGE_SCRIPTS: 'DEFERRED_HYDRATION (on or off; PAGE_SCRIPTS=next is DEFERRED_HYDRATION=off)',
};

/** The settings `npm run build` reads (deploy/release.sh passes only these to the build). */
export const BUILD_SETTINGS = (Object.keys(SETTINGS) as SettingName[]).filter(
  (name) => SETTINGS[name].when !== 'start',
);

/** A setting's value as the owner wrote it, or its default: blank counts as unset. */
export const raw = (name: SettingName, value: string | undefined) =>
  value?.trim() || SETTINGS[name].default;
