import 'server-only';
import { readBytes } from '@/lib/http/bodies';
import { renderMarkdown } from '@/lib/content/markdown';
import { contentIn } from '@/lib/content';
import { siteSchema } from '@/lib/content/schemas';
import {
  findContentFile,
  readForForm,
  saveContentFile,
  siteFolder,
  type FieldProblem,
} from './content';
import { keepPicture, pictureFile, UPLOAD_MAX_BYTES } from './pictures';
import { currentSessionOf, plainAnswer, refuseUnlessOwner } from './session';
import { stores } from '@/lib/store';
import fs from 'node:fs';

/** A content file's JSON: the largest sample file is under 40 KB. */
export const CONTENT_MAX_BYTES = 512 * 1024;

const NO_STORE = { 'Cache-Control': 'no-store' };
const json = (status: number, body: unknown) => Response.json(body, { status, headers: NO_STORE });

/** Said when this server has no site folder to save to (a production server without SITE_DIR). */
export const NO_SITE_FOLDER =
  "This server reads its release's copy of the content, which the next build replaces: set SITE_DIR to the site's folder to edit it here (docs/settings.md).";

async function readJsonValue(request: Request, maxBytes: number): Promise<unknown | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type.trim())) {
    return plainAnswer(415, 'Send the file as JSON (Content-Type: application/json).');
  }
  const bytes = await readBytes(request, maxBytes);
  if (bytes === 'too large') {
    return plainAnswer(413, `The file is too large (the limit is ${maxBytes / 1024} KB).`);
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return json(422, {
      saved: false,
      problems: [{ at: [], reason: 'the body is not valid JSON' }],
    });
  }
}

/** POST /admin/content/<file>: the whole file as JSON, saved when the content stays valid
 * (200), else its problems, each with its field (422). */
export async function saveContent(request: Request, name: string): Promise<Response> {
  const refused = await refuseUnlessOwner(request);
  if (refused) return refused;
  const site = siteFolder();
  if (!site) return plainAnswer(409, NO_SITE_FOLDER);
  const file = findContentFile(site, name);
  if (!file) return plainAnswer(404, 'No such content file.');
  const value = await readJsonValue(request, CONTENT_MAX_BYTES);
  if (value instanceof Response) return value;
  const verdict = await saveContentFile(site, file, value);
  if (verdict.ok) return json(200, { saved: true, file: `config/${file.file}` });
  const problems: (FieldProblem & { file?: string })[] = verdict.fields;
  return json(422, { saved: false, problems, elsewhere: verdict.others });
}

/** POST /admin/content/pictures?name=…&private=1: the picture's bytes as the body. */
export async function uploadPicture(request: Request): Promise<Response> {
  const refused = await refuseUnlessOwner(request);
  if (refused) return refused;
  const site = siteFolder();
  if (!site) return plainAnswer(409, NO_SITE_FOLDER);
  const query = new URL(request.url).searchParams;
  const bytes = await readBytes(request, UPLOAD_MAX_BYTES);
  if (bytes === 'too large') {
    return json(413, { reason: 'it is larger than 20 MB: save it smaller and upload it again' });
  }
  const kept = await keepPicture(
    site,
    bytes,
    query.get('name') ?? 'picture',
    query.get('private') === '1',
  );
  return kept.ok ? json(201, { src: kept.src }) : json(422, { reason: kept.reason });
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** GET /admin/content/pictures?src=/images/…&private=1: a picture of the site folder, for the
 * owner's form only (a production server serves its release's pictures, not the new ones). */
export async function showPicture(request: Request): Promise<Response> {
  const id = currentSessionOf(request);
  if (!id || !(await (await stores()).admin.session(id))) return plainAnswer(401, 'Sign in first.');
  const site = siteFolder();
  const query = new URL(request.url).searchParams;
  const file = site && pictureFile(site, query.get('src') ?? '', query.get('private') === '1');
  const type = TYPES[file?.split('.').pop()?.toLowerCase() ?? ''];
  // SVG stays out: opened at this address it would run as the dashboard.
  if (!file || !type || !fs.existsSync(file)) return plainAnswer(404, 'No such picture.');
  return new Response(fs.readFileSync(file), {
    headers: { 'Content-Type': type, 'Cache-Control': 'private, no-store' },
  });
}

/** POST /admin/content/preview: a note's Markdown as the site renders it, cleaned as at build. */
export async function previewNote(request: Request): Promise<Response> {
  const refused = await refuseUnlessOwner(request);
  if (refused) return refused;
  const value = await readJsonValue(request, CONTENT_MAX_BYTES);
  if (value instanceof Response) return value;
  const markdown =
    value && typeof value === 'object' && typeof (value as { body?: unknown }).body === 'string'
      ? (value as { body: string }).body
      : '';
  const { footnotes, backToText } = contentIn().catalogue.notes;
  // The sites a note may embed from, as the saved site.json names them.
  const site = siteFolder();
  const siteFile = site && findContentFile(site, 'site');
  const parsed = siteFile && siteSchema.safeParse(readForForm(site, siteFile));
  const embedHosts = parsed && parsed.success ? parsed.data.embed_hosts : [];
  return json(200, {
    html: renderMarkdown(markdown, { footnotes, backToText }, embedHosts).html,
  });
}
