import type Database from 'better-sqlite3';
import { PAGE_LABEL_MAX, PATH_MAX } from './types';
import { SqliteEngine } from './engines/sqlite';
import type { PageViewStore } from './page-views';

// Older versions kept page views here; only the newest that fit the page-view file's limit move.
export function moveOldPageViews(db: Database.Database, pageViews: PageViewStore | undefined) {
  const old = db
    .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'page_views'`)
    .get();
  if (!old) return;
  const empty = !db.prepare(`SELECT 1 FROM page_views LIMIT 1`).get();
  if (empty) {
    db.exec(`DROP TABLE page_views`);
    return;
  }
  if (!(pageViews?.engine instanceof SqliteEngine)) return; // the server moves them, later
  const target = pageViews.engine.db;
  const rows = db
    .prepare(
      `SELECT * FROM (
         SELECT id, viewed_at, substr(page, 1, ${PAGE_LABEL_MAX}) AS page,
           substr(path, 1, ${PATH_MAX}) AS path
         FROM page_views ORDER BY id DESC LIMIT ?
       ) ORDER BY id`,
    )
    .iterate(Math.floor(pageViews.options.maxBytes / 2048)) as Iterable<{
    viewed_at: string;
    page: string;
    path: string;
  }>;
  const insert = target.prepare(
    `INSERT INTO page_views (viewed_at, page, path) VALUES (@viewed_at, @page, @path)`,
  );
  target.transaction(() => {
    for (const { viewed_at, page, path } of rows) insert.run({ viewed_at, page, path });
  })();
  db.exec(`DROP TABLE page_views`);
  try {
    db.exec('VACUUM');
  } catch {
    // Not enough room to rewrite the file: the freed pages are reused by messages instead.
  }
}
