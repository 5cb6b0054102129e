import { z } from 'zod';
import { fieldErrors, noContent, requestError, retryAfter } from '@/lib/http/answers';
import { readField, readJsonObject } from '@/lib/http/bodies';
import type { DiskSpace } from '@/lib/http/disk';
import {
  blockOf,
  fromOtherSite,
  isOwnAddress,
  senderOf,
  type TrustedProxies,
} from '@/lib/http/sender';
import { plainOriginOf } from '@/lib/origin';
import { DatabaseBusy, REFERRER_MAX, type RateLimitCounter } from '@/lib/store/types';
import type { PageViewStore } from '@/lib/store/page-views';
import { PAGE_VIEW_MAX_BYTES } from './contract';

export type PageViewDeps = {
  pageViews: PageViewStore;
  perSender: RateLimitCounter;
  perNetwork?: RateLimitCounter;
  isPageView: (label: string, path: string) => boolean;
  /** Below DISK_MIN_FREE, page views are not written: the room left is for messages. */
  disk?: DiskSpace;
  siteOrigin: string;
  trusted: TrustedProxies;
};

function pageViewSchema(siteOrigin: string, host: string | undefined) {
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

/** The other site a view came from, when the report names one as a plain origin; else null: a
 * page of this site, or anything else, adds no referrer rather than losing the view. */
function referringSite(value: unknown, siteOrigin: string, host: string | undefined) {
  if (typeof value !== 'string' || value.length > REFERRER_MAX) return null;
  const origin = plainOriginOf(value);
  if (!origin || origin !== value.replace(/\/$/, '')) return null;
  return isOwnAddress(new URL(origin), { siteOrigin, host }) ? null : origin;
}

/** POST /api/events: a page view, kept as (time, page label, path) and nothing about the visitor. */
export async function handlePageViewPost(request: Request, deps: PageViewDeps): Promise<Response> {
  if (fromOtherSite(request.headers, deps)) {
    return requestError(403, "Page views are only taken from this site's own pages.");
  }
  const body = await readJsonObject(request, PAGE_VIEW_MAX_BYTES);
  if (!body.ok) return body.response;
  const sender = senderOf(request.headers, deps.trusted);
  const result = pageViewSchema(deps.siteOrigin, sender.host).safeParse({
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
  if (!(await deps.perSender.hit(sender.address))) {
    return requestError(
      429,
      'Too many page views from this address; try again later.',
      retryAfter(await deps.perSender.remainingMs(sender.address)),
    );
  }
  // Per network too, and no site-wide cap: a flood from many networks never shuts out the rest.
  const block = blockOf(sender.address);
  if (deps.perNetwork && !(await deps.perNetwork.hit(block))) {
    return requestError(
      429,
      'Too many page views from this network; try again later.',
      retryAfter(await deps.perNetwork.remainingMs(block)),
    );
  }
  if (deps.disk?.low()) {
    return requestError(503, 'Page views are not being recorded: the disk is nearly full.');
  }
  const pageView = {
    page: result.data.page,
    path: result.data.fullUrl.pathname,
    referrer: referringSite(readField(body.value, 'referrer'), deps.siteOrigin, sender.host),
  };
  try {
    await deps.pageViews.add(pageView);
  } catch (error) {
    if (!(error instanceof DatabaseBusy)) throw error;
    return requestError(503, 'Page views are not being recorded: the database is busy.', {
      'Retry-After': '5',
    });
  }
  return noContent();
}
