import { FIXED_LABELS } from '@/lib/constants';
import { apiBaseUrl } from '@/lib/settings/public';
import { assignLocation } from './location';

export type ApiFailure = { errors: typeof FIXED_LABELS.somethingWentWrong };

type Query = Record<string, string | number | boolean | null | undefined>;

export function apiUrl(path: string, query?: Query): string {
  const base = apiBaseUrl();
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.size ? `?${params}` : '';
  return `${base}${path.startsWith('/') ? path : `/${path}`}${search}`;
}

/** Full-page navigation; an empty target is a programming error worth a console line, not a crash. */
export function navigate(target: string | null | undefined): void {
  if (!target) {
    console.log(FIXED_LABELS.emptyNavigationTarget);
    return;
  }
  assignLocation(target);
}

const noCache = { 'Cache-Control': 'no-cache' };

async function send<T>(url: string, init: RequestInit): Promise<T | ApiFailure> {
  try {
    const response = await fetch(url, { cache: 'no-store', ...init });
    if (response.status === 404) {
      navigate('/404');
      return { errors: FIXED_LABELS.somethingWentWrong };
    }
    if (!response.ok) return { errors: FIXED_LABELS.somethingWentWrong };
    return (await response.json()) as T;
  } catch {
    return { errors: FIXED_LABELS.somethingWentWrong };
  }
}

export function apiGet<T>(path: string, query?: Query): Promise<T | ApiFailure> {
  return send<T>(apiUrl(path, query), { method: 'GET', headers: noCache });
}

export function apiPost<T>(path: string, body: unknown): Promise<T | ApiFailure> {
  return send<T>(apiUrl(path), {
    method: 'POST',
    headers: { ...noCache, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}
