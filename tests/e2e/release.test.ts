import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAJOR_ALIAS, RELEASE_FOLDERS, WIDGETS_VERSION } from '../../widgets/release';

// The release folders of dist/widgets: each complete, naming its version, importing only code that
// exists, and the version recorded in the changelog, whose every release the site keeps serving.
const widgets = new URL('../../dist/widgets/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, widgets), 'utf8');
const changelog = readFileSync(
  new URL('../../packages/widgets/CHANGELOG.md', import.meta.url),
  'utf8',
);

describe('the widgets release', () => {
  it('is semver, with a changelog entry', () => {
    expect(WIDGETS_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(MAJOR_ALIAS).toBe(`v${WIDGETS_VERSION.split('.')[0]}`);
    expect(changelog).toMatch(new RegExp(`^## ${WIDGETS_VERSION.replaceAll('.', '\\.')} \\(`, 'm'));
  });

  it('serves the same files in each folder, which import only existing chunks', () => {
    const listing = (folder: string) =>
      readdirSync(new URL(folder || '.', widgets), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort();
    const files = listing(RELEASE_FOLDERS[0]);
    expect(files).toEqual(expect.arrayContaining(['campuscalc.js', 'resizer.js', 'frame.js']));
    for (const folder of RELEASE_FOLDERS) {
      expect(listing(folder), folder).toEqual(files);
      expect(JSON.parse(read(`${folder}custom-elements.json`)).version, folder).toBe(
        WIDGETS_VERSION,
      );
      for (const script of files.filter((name) => name.endsWith('.js'))) {
        for (const [, path = ''] of read(`${folder}${script}`).matchAll(
          /(?:from|import) '([^']+)'/g,
        )) {
          const target = posix.join(folder, path);
          // An exact version must not follow the alias: only chunks and its own files.
          expect(target, `${folder}${script}`).toMatch(new RegExp(`^(chunks/|${folder})`));
          expect(existsSync(new URL(target, widgets)), target).toBe(true);
        }
      }
    }
  });

  // A pinned embed names its exact version for good: a release that a later deploy no longer serves
  // breaks it. Firebase Hosting replaces the whole site on deploy, so once there is a second release
  // the build must bring the earlier ones along; this fails until it does.
  it('keeps serving every release of the changelog, its imports complete', () => {
    const site = new URL('../../dist/site/widgets/', import.meta.url);
    const released = [...changelog.matchAll(/^## (\d+\.\d+\.\d+) \(/gm)].map(
      ([, version]) => version!,
    );
    expect(released).toContain(WIDGETS_VERSION);
    for (const version of released) {
      const folder = new URL(`${version}/`, site);
      const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', folder), 'utf8'));
      expect(manifest.version, version).toBe(version);
      for (const script of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
        const source = readFileSync(new URL(script, folder), 'utf8');
        for (const [, path = ''] of source.matchAll(/(?:from|import) '([^']+)'/g)) {
          expect(
            existsSync(new URL(path, new URL(script, folder))),
            `${version}/${script}: ${path}`,
          ).toBe(true);
        }
      }
    }
  });
});
