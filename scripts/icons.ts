import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { launchChromium } from './launch-chromium.ts';

/**
 * `npm run icons`: the PNG icons of the web app manifest and the apple-touch-icon, rendered from
 * site/public/favicon.svg in Chromium into site/public/icons/. Run it after editing the favicon;
 * the PNGs are committed, as sources of the build.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  // Maskable: the platform cuts its own shape out of it, so the background must reach every edge.
  // The favicon's glyph lies within 34% of the size from the centre: inside the 40% safe zone.
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true },
  // iOS paints transparency black and rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

const svg = await readFile(new URL('../site/public/favicon.svg', import.meta.url), 'utf8');
const out = new URL('../site/public/icons/', import.meta.url);
await mkdir(out, { recursive: true });

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  for (const { file, size, fullBleed } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin: 0">${svg}</body>`);
    await page.locator('svg').evaluate(
      (element, { size, fullBleed }) => {
        element.setAttribute('width', String(size));
        element.setAttribute('height', String(size));
        element.style.display = 'block';
        // Full bleed: the page behind the rounded corners takes the favicon's background colour.
        const background = fullBleed ? element.querySelector('rect') : null;
        if (background) document.body.style.background = getComputedStyle(background).fill;
      },
      { size, fullBleed },
    );
    await writeFile(new URL(file, out), await page.screenshot({ omitBackground: !fullBleed }));
    console.log(`site/public/icons/${file}  ${size}×${size}`);
  }
} finally {
  await browser.close();
}
