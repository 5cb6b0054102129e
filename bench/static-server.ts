// The yardstick for the site's server: the prerendered HTML read from disk on every request, as a
// plain file server does (`/` → en.html). Usage: tsx bench/static-server.ts <root> <port> <language>
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
