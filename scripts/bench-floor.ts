import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from './static-server.ts';
import type { StaticServer } from './static-server.ts';
import { faviconDataUrl } from '../site/src/data/favicon.ts';

/**
 * The floor of `npm run bench`: the least a calculator page could be, a bare page with the same
 * heading and a three-field form, the site's colours, fonts and icon, and no JavaScript. Measured in the
 * same run and with the same settings as the site's pages, it says how much of their load time the
 * network and the phone's CPU cost anyway, and how much our HTML, CSS and scripts add. It is written
 * by the bench and served by the site's static server (same compression and headers); it is not part
 * of the site.
 */
export const FLOOR_PATH = '/floor';

const FIELDS = ['Speed', 'Distance', 'Time'];

export const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Find speed, distance or time from the other two.">
<meta name="color-scheme" content="dark">
<link rel="icon" href="${faviconDataUrl(readFileSync(new URL('../site/public/favicon.svg', import.meta.url), 'utf8'))}" type="image/svg+xml">
<title>Speed Distance Time Calculator · CampusCalc</title>
<style>
body { margin: 0; background: #18181b; color: #f4f4f5; line-height: 1.5;
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }
main { max-width: 56rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { margin: 0 0 0.5rem; font-size: 1.75rem; }
.lead { margin: 0 0 1.5rem; color: #a1a1aa; }
label { display: block; margin-top: 1rem; }
input { font: inherit; padding: 0.5rem; width: 100%; max-width: 20rem; box-sizing: border-box; }
</style>
</head>
<body>
<main>
<h1>Speed Distance Time Calculator</h1>
<p class="lead">Fill in any two values; the third is calculated for you.</p>
<form>
${FIELDS.map(
  (field) =>
    `<label for="${field.toLowerCase()}">${field}</label>` +
    `<input id="${field.toLowerCase()}" type="text" inputmode="decimal" placeholder="Enter ${field.toLowerCase()}">`,
).join('\n')}
</form>
</main>
</body>
</html>
`;

/**
 * Serves the floor page at FLOOR_PATH, which gives the site's icon inline as the site's pages do,
 * from a folder of its own, removed again by `close`.
 */
export async function startFloorServer(): Promise<StaticServer> {
  const dir = await mkdtemp(join(tmpdir(), 'campuscalc-floor-'));
  await mkdir(join(dir, FLOOR_PATH));
  await writeFile(join(dir, FLOOR_PATH, 'index.html'), FLOOR_HTML);
  const server = await startStaticServer(`${dir}/`);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
