import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from './static-server.ts';
import type { StaticServer } from './static-server.ts';
import { faviconDataUrl } from '../site/src/data/favicon.ts';

/**
 * The floors of `npm run bench`: the least each calculator page could be, a bare page with the
 * same heading and the same field labels as a plain HTML form, the site's colours, fonts and icon,
 * and no JavaScript. Measured in the same run and with the same settings as the site's pages, a
 * floor says how much of their load time the network and the phone's CPU cost anyway, and how much
 * our HTML, CSS and scripts add. The floors are written by the bench and served by the site's
 * static server (same compression and headers); they are not part of the site.
 */

/** A field of a floor's form: its label, and its control where it is no text input. */
interface FloorField {
  label: string;
  control?: 'number' | 'select';
  options?: readonly string[];
}

interface Floor {
  title: string;
  heading: string;
  lead: string;
  fields: readonly FloorField[];
  button?: string;
}

const BASES = ['Decimal', 'Binary', 'Octal', 'Hexadecimal'];

/** Each calculator's floor, by its element's tag: the heading and fields its first screen shows. */
export const FLOORS = {
  'gpa-calculator': {
    title: 'GPA Calculator',
    heading: 'GPA Calculator',
    lead: 'Calculate your semester GPA and cumulative GPA',
    fields: [
      { label: 'Subject name' },
      {
        label: 'Grade',
        control: 'select',
        options: ['Select grade', 'O', 'A+', 'A', 'B+', 'B', 'C', 'D', 'E', 'F', 'G'],
      },
      { label: 'Credits', control: 'number' },
    ],
    button: 'Add Subject',
  },
  'sdt-calculator': {
    title: 'Speed Distance Time Calculator',
    heading: 'Speed Distance Time Calculator',
    lead: 'Fill in any two values; the third is calculated for you.',
    fields: [{ label: 'Speed' }, { label: 'Distance' }, { label: 'Time' }],
  },
  'matrix-determinant': {
    title: 'Matrix Determinant Calculator',
    heading: 'Matrix Determinant Calculator',
    lead: 'Choose a size from 1 to 5 and fill in the cells; empty cells count as 0.',
    fields: [
      { label: 'Matrix size (1 to 5)', control: 'number' },
      ...[1, 2].flatMap((row) =>
        [1, 2].map((column) => ({ label: `Row ${row}, column ${column}` })),
      ),
    ],
  },
  'number-converter': {
    title: 'Number Converter',
    heading: 'Number Converter',
    lead: 'Convert between decimal, binary, octal and hexadecimal, exactly.',
    fields: [
      { label: 'From', control: 'select', options: BASES },
      { label: 'To', control: 'select', options: BASES },
      { label: 'Number' },
      { label: 'Result' },
    ],
  },
} as const satisfies Record<string, Floor>;

export type FloorTag = keyof typeof FLOORS;

/** Lighthouse's floor: the speed, distance and time calculator's. */
export const FLOOR_PATH = '/floor';

/** Where the bench serves the floor of the calculator `tag`. */
export const floorPath = (tag: FloorTag) => `/floor-${tag}`;

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
  const dir = await mkdtemp(join(tmpdir(), 'campuscalc-floor-'));
  const pages: [string, Floor][] = [
    [FLOOR_PATH, FLOORS['sdt-calculator']],
    ...Object.entries(FLOORS).map(([tag, floor]): [string, Floor] => [
      floorPath(tag as FloorTag),
      floor,
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
