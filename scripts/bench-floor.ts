import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from './static-server.ts';
import type { StaticServer } from './static-server.ts';
import { faviconDataUrl } from '../site/src/data/favicon.ts';
import type { FloorField } from '../widgets/journey.ts';
import { calculatorsWithJourneys, type Calculator } from './calculator-journeys.ts';

/**
 * The floors of `npm run bench`: the least each calculator page could be, a bare page with the
 * same heading and the same field labels as a plain HTML form, the site's colours, fonts and icon,
 * and no JavaScript. Measured in the same run and with the same settings as the site's pages, a
 * floor says how much of their load time the network and the phone's CPU cost anyway, and how much
 * our HTML, CSS and scripts add. The floors are written by the bench and served by the site's
 * static server (same compression and headers); they are not part of the site.
 */

interface Floor {
  title: string;
  heading: string;
  lead: string;
  fields: readonly FloorField[];
  button?: string;
}

/**
 * A calculator's floor: its page's name as title and heading, and the lead and fields of its
 * journey (widgets/<tag>/<tag>.journey.ts), which its first screen shows.
 */
const floorOf = ({ label, journey }: Calculator): Floor => ({
  title: label,
  heading: label,
  ...journey.floor,
});

/** Lighthouse's floor: the speed, distance and time calculator's. */
export const FLOOR_PATH = '/floor';
const LIGHTHOUSE_FLOOR_TAG = 'sdt-calculator';

/** Where the bench serves the floor of the calculator `tag`. */
export const floorPath = (tag: string) => `/floor-${tag}`;

const favicon = faviconDataUrl(
  readFileSync(new URL('../site/public/favicon.svg', import.meta.url), 'utf8'),
);

function fieldHtml({ label, control, options }: FloorField, index: number): string {
  const id = `field-${index}`;
  const input =
    control === 'select'
      ? `<select id="${id}">${(options ?? []).map((option) => `<option>${option}</option>`).join('')}</select>`
      : `<input id="${id}" type="${control ?? 'text'}">`;
  return `<label for="${id}">${label}</label>${input}`;
}

/** The floor page of `floor`: its heading and form, the site's colours, no script. */
export function floorHtml({ title, heading, lead, fields, button }: Floor): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${lead}">
<meta name="color-scheme" content="dark">
<link rel="icon" href="${favicon}" type="image/svg+xml">
<title>${title} · CampusCalc</title>
<style>
body { margin: 0; background: #18181b; color: #f4f4f5; line-height: 1.5;
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }
main { max-width: 56rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { margin: 0 0 0.5rem; font-size: 1.75rem; }
.lead { margin: 0 0 1.5rem; color: #a1a1aa; }
label { display: block; margin-top: 1rem; }
input, select, button { font: inherit; padding: 0.5rem; width: 100%; max-width: 20rem; box-sizing: border-box; }
button { display: block; margin-top: 1rem; }
</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p class="lead">${lead}</p>
<form>
${fields.map(fieldHtml).join('\n')}${button ? `\n<button type="button">${button}</button>` : ''}
</form>
</main>
</body>
</html>
`;
}

/**
 * Serves every floor, Lighthouse's at FLOOR_PATH and each calculator's at `floorPath(tag)`, from a
 * folder of its own, removed again by `close`. The pages give the site's icon inline, as the site's
 * pages do.
 */
export async function startFloorServer(): Promise<StaticServer> {
  const calculators = await calculatorsWithJourneys();
  const lighthouse = calculators.find(({ tag }) => tag === LIGHTHOUSE_FLOOR_TAG);
  if (!lighthouse)
    throw new Error(`Lighthouse's floor is <${LIGHTHOUSE_FLOOR_TAG}>'s: no page has it`);
  const dir = await mkdtemp(join(tmpdir(), 'campuscalc-floor-'));
  const pages: [string, Floor][] = [
    [FLOOR_PATH, floorOf(lighthouse)],
    ...calculators.map((calculator): [string, Floor] => [
      floorPath(calculator.tag),
      floorOf(calculator),
    ]),
  ];
  for (const [path, floor] of pages) {
    await mkdir(join(dir, path));
    await writeFile(join(dir, path, 'index.html'), floorHtml(floor));
  }
  const server = await startStaticServer(`${dir}/`);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
