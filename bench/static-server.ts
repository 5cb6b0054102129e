/**
 * A plain static file server, the yardstick for the site's own server: it answers GET with the
 * prerendered HTML files of the build in the site's own language, whose pages are built under
 * their tag (`/` → en.html, `/a/b` → en/a/b.html), read from disk on every request, the way a
 * simple file server does. Listens on 127.0.0.1 only.
 *
 *   tsx bench/static-server.ts <root> <port> <language>
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [root = '.next/server/app', port = '3191', language = 'en'] = process.argv.slice(2);
const base = path.resolve(root);

function fileFor(urlPath: string) {
  const clean = decodeURIComponent(urlPath.split('?')[0] ?? '/').replace(/\/+$/, '');
  const file = path.resolve(base, `./${language}${clean}.html`);
  return file.startsWith(base + path.sep) ? file : null;
}

http
  .createServer((request, response) => {
    const file = fileFor(request.url ?? '/');
    if (!file || request.method !== 'GET') {
      response.writeHead(404).end();
      return;
    }
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': stat.size,
      });
      fs.createReadStream(file).pipe(response);
    });
  })
  .listen(Number(port), '127.0.0.1');
