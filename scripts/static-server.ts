import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/** The file a URL path names in a static Astro build: /page -> page/index.html. */
async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [safe, join(safe, 'index.html'), `${safe}.html`]) {
    const file = join(root, candidate);
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
  }
  return null;
}

/**
 * Serves a static build on 127.0.0.1 (port 0 picks a free one). Small on purpose: the site is static
 * files, and the tests and benchmarks need a server they can start and stop in-process.
 */
export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

export async function startStaticServer(root: string, port = 0): Promise<StaticServer> {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = await resolveFile(root, pathname);
    if (!file) {
      const notFound = await resolveFile(root, '/404.html');
      response.writeHead(404, { 'content-type': TYPES['.html'] });
      if (notFound) createReadStream(notFound).pipe(response);
      else response.end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
