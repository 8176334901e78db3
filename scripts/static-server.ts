import { createReadStream, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);

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
  // What Firebase Hosting sends for a .ts file (MPEG transport stream): firebase.json must name
  // the type of the TypeScript declarations.
  '.ts': 'video/mp2t',
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

interface Rewrite {
  pattern: RegExp;
  destination: string;
}

// A Firebase Hosting glob as a RegExp, as its emulator (superstatic, with minimatch) reads one:
// `**` is any number of whole segments, none included (so `/widgets/**/*.d.ts` matches
// `/widgets/a.d.ts`), and `*` is part of one segment.
function globPattern(glob: string): RegExp {
  const parts = glob.split(/(\/\*\*\/|\*\*|\*)/).map((part) => {
    if (part === '/**/') return '/(?:.*/)?';
    if (part === '**') return '.*';
    if (part === '*') return '[^/]*';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}$`);
}

/** A rule's path pattern: its `source` (or `glob`), or its `regex`, as Firebase Hosting allows. */
interface PathMatcher {
  source?: string;
  glob?: string;
  regex?: string;
}

function pathPattern(rule: PathMatcher): RegExp {
  const glob = rule.source ?? rule.glob;
  if (glob !== undefined) return globPattern(glob);
  if (rule.regex !== undefined) return new RegExp(rule.regex, 'u');
  throw new Error(`firebase.json: a hosting rule without a source: ${JSON.stringify(rule)}`);
}

interface HeaderRule {
  pattern: RegExp;
  headers: Record<string, string>;
}

interface HostingConfig {
  rewrites?: (PathMatcher & { destination: string })[];
  headers?: (PathMatcher & { headers: { key: string; value: string }[] })[];
}

const hosting = (): HostingConfig =>
  (
    JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
      hosting?: HostingConfig;
    }
  ).hosting ?? {};

/**
 * firebase.json's hosting rewrites, applied as Firebase Hosting does (only where no file matches),
 * so that one page serving many paths (/shared/{shareId}) works here as it does deployed.
 */
function hostingRewrites(config: HostingConfig): Rewrite[] {
  return (config.rewrites ?? []).map((rule) => ({
    pattern: pathPattern(rule),
    destination: rule.destination,
  }));
}

/**
 * firebase.json's hosting headers, sent as Firebase Hosting sends them: every rule whose pattern
 * matches the request path adds its headers, in the file's order, a later rule's value replacing an
 * earlier one's (superstatic sets them one after another; hosting behaves the same), and they replace
 * the server's own, Content-Type included. Every test and `npm start` run under the deployed headers.
 */
function hostingHeaders(config: HostingConfig): HeaderRule[] {
  return (config.headers ?? []).map((rule) => ({
    pattern: pathPattern(rule),
    headers: Object.fromEntries(rule.headers.map(({ key, value }) => [key.toLowerCase(), value])),
  }));
}

const COMPRESSIBLE = /^(text\/|application\/(manifest\+)?json|image\/svg\+xml)/;

/**
 * Each file's gzip, made once for each version of it: at level 9 on every request, the server
 * compressed the same scripts again for every page a journey opened (a few per cent of a run's CPU).
 */
const gzipped = new Map<string, { version: string; bytes: Promise<Buffer> }>();

async function gzipOf(file: string): Promise<Buffer> {
  const { mtimeMs, size } = await stat(file);
  const version = `${mtimeMs}:${size}`;
  let cached = gzipped.get(file);
  if (cached?.version !== version) {
    cached = { version, bytes: readFile(file).then((data) => gzip(data, { level: 9 })) };
    gzipped.set(file, cached);
  }
  return cached.bytes;
}

/**
 * Sends a file gzip-compressed when the client accepts it, as a production host does: Lighthouse's
 * simulated slow network times the bytes on the wire, so an uncompressed page would score worse here
 * than it will deployed. Level 9, as the byte budgets count.
 */
async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  file: string,
  headers: Record<string, string>,
) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const compress =
    COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const head = { 'content-type': type, ...headers, vary: 'accept-encoding' };
  if (compress) {
    const bytes = await gzipOf(file);
    response.writeHead(status, {
      ...head,
      'content-encoding': 'gzip',
      'content-length': String(bytes.length),
    });
    response.end(bytes);
  } else {
    response.writeHead(status, head);
    await pipeline(createReadStream(file), response);
  }
}

/**
 * Serves a static build on 127.0.0.1 (port 0 picks a free one). Small on purpose: the site is static
 * files, and the tests and benchmarks need a server they can start and stop in-process.
 * `cacheControl` lets a test stand in for a host whose responses the browser may keep for a while.
 */
export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

export async function startStaticServer(
  root: string,
  port = 0,
  cacheControl = 'no-cache',
): Promise<StaticServer> {
  const config = hosting();
  const rewrites = hostingRewrites(config);
  const headerRules = hostingHeaders(config);
  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const rewrite = rewrites.find(({ pattern }) => pattern.test(pathname));
    const headers = Object.assign(
      { 'cache-control': cacheControl },
      ...headerRules.filter(({ pattern }) => pattern.test(pathname)).map((rule) => rule.headers),
    ) as Record<string, string>;
    const file =
      (await resolveFile(root, pathname)) ??
      (rewrite ? await resolveFile(root, rewrite.destination) : null);
    if (file) return sendFile(request, response, 200, file, headers);
    const notFound = await resolveFile(root, '/404.html');
    if (notFound) return sendFile(request, response, 404, notFound, headers);
    response.writeHead(404, { ...headers, 'content-type': TYPES['.html'] });
    response.end('Not found');
  };
  // A client that leaves mid-file (or a malformed URL) ends that response, not the server.
  const server = createServer((request, response) => {
    respond(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    // Stopping does not wait for the clients: a browser may keep a connection, or a service
    // worker's download, open for as long as it likes.
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
