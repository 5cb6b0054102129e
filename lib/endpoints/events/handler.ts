import { z } from 'zod';
import {
  fieldErrors,
  noContent,
  readField,
  readJsonObject,
  requestError,
  retryAfter,
} from '../http';
import { DatabaseBusy, whenFree } from '../busy';
import { fromOtherSite, isOwnAddress } from '../cross-site';
import { clientOf, type TrustedProxies } from '../identity';
import { blockOf } from '../network-block';
import type { DiskSpace } from '../disk';
import type { WindowCounter } from '../rate-limit';
import { EVENTS_MAX_BYTES } from './contract';
import type { PageViewStore } from './page-views';

export type EventsDeps = {
  views: PageViewStore;
  counter: WindowCounter;
  blockCounter?: WindowCounter;
  /** Whether the site's page at this path reports its views under this label. */
  isPageView: (label: string, path: string) => boolean;
  /** Below DISK_MIN_FREE, views are not written: the room left is for messages. */
  disk?: DiskSpace;
  siteOrigin: string;
  trusted: TrustedProxies;
};

function eventSchema(siteOrigin: string, host: string | undefined) {
  const ofThisSite = (url: URL) => isOwnAddress(url, { siteOrigin, host });
  return z.object({
    fullUrl: z
      .string({ error: 'fullUrl must be the address of the page, as text.' })
      .max(2048, { error: 'fullUrl is too long.' })
      .transform((value, context) => {
        const url = URL.canParse(value) ? new URL(value) : null;
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !ofThisSite(url)) {
          context.addIssue({
            code: 'custom',
            message: 'fullUrl must be an http(s) address of this site.',
          });
          return z.NEVER;
        }
        return url;
      }),
    page: z
      .string({ error: 'page must be the label of the page, as text.' })
      .trim()
      // No maximum: a long project name makes a long label, cut at PAGE_LABEL_MAX.
      .min(1, { error: 'page must not be empty.' }),
  });
}

/** POST /api/events: a page view, kept as (time, page label, path) and nothing about the visitor. */
export async function handleEventPost(request: Request, deps: EventsDeps): Promise<Response> {
  if (fromOtherSite(request.headers, deps)) {
    return requestError(403, "Page views are only taken from this site's own pages.");
  }
  const body = await readJsonObject(request, EVENTS_MAX_BYTES);
  if (!body.ok) return body.response;
  const client = clientOf(request.headers, deps.trusted);
  const result = eventSchema(deps.siteOrigin, client.host).safeParse({
    fullUrl: readField(body.value, 'fullUrl'),
    page: readField(body.value, 'page'),
  });
  if (!result.success) {
    return fieldErrors(422, z.flattenError(result.error).fieldErrors as Record<string, string[]>);
  }
  // Refused before any limit counts it: made-up views cost no real visitor theirs.
  if (!deps.isPageView(result.data.page, result.data.fullUrl.pathname)) {
    return fieldErrors(422, {
      page: ["page must be the label this site's page at fullUrl reports its views under."],
    });
  }
  // The counter lives in memory only and forgets old windows, so the address itself is its key.
  if (!deps.counter.hit(client.sender)) {
    return requestError(
      429,
      'Too many page views from this address; try again later.',
      retryAfter(deps.counter.remainingMs(client.sender)),
    );
  }
  // Per network too, and no site-wide cap: a flood from many networks never shuts out the rest.
  const block = blockOf(client.sender);
  if (deps.blockCounter && !deps.blockCounter.hit(block)) {
    return requestError(
      429,
      'Too many page views from this network; try again later.',
      retryAfter(deps.blockCounter.remainingMs(block)),
    );
  }
  if (deps.disk?.low()) {
    return requestError(503, 'Page views are not being recorded: the disk is nearly full.');
  }
  const view = { page: result.data.page, path: result.data.fullUrl.pathname };
  try {
    await whenFree(() => deps.views.add(view));
  } catch (error) {
    if (!(error instanceof DatabaseBusy)) throw error;
    return requestError(503, 'Page views are not being recorded: the database is busy.', {
      'Retry-After': '5',
    });
  }
  return noContent();
}
