import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The widgets' earlier exact releases, kept served after later ones (docs/decisions.md, 'Versioned
 * embed URLs'). Firebase Hosting replaces the whole site on deploy, so before a release is
 * superseded its files (its exact-version folder and the content-hashed chunks they import) are
 * archived in packages/widgets/releases/<version>.json.gz, and the site build unpacks every archive
 * beside the current release. An archive is the files' texts by path, gzipped: they are all text,
 * and Node reads it with no tool of its own.
 */

export const RELEASES_FOLDER = new URL('../packages/widgets/releases/', import.meta.url);

type ReleaseFiles = Record<string, string>;

async function readFolder(root: URL, folder: string): Promise<ReleaseFiles> {
  const names = await readdir(new URL(folder, root));
  const texts = await Promise.all(
    names.map(async (name) => [
      `${folder}${name}`,
      await readFile(new URL(`${folder}${name}`, root), 'utf8'),
    ]),
  );
  return Object.fromEntries(texts);
}

/**
 * Archives the release built into `widgets` (a dist/widgets folder): the version its manifest names,
 * that version's folder and every chunk of the build, all of which belong to it.
 */
export async function archiveRelease(widgets: URL): Promise<string> {
  const { version } = JSON.parse(await readFile(new URL('custom-elements.json', widgets), 'utf8'));
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`No release version in ${widgets.href}`);
  const files = {
    ...(await readFolder(widgets, `${version}/`)),
    ...(await readFolder(widgets, 'chunks/')),
  };
  await mkdir(RELEASES_FOLDER, { recursive: true });
  await writeFile(
    new URL(`${version}.json.gz`, RELEASES_FOLDER),
    gzipSync(JSON.stringify(files), { level: 9 }),
  );
  return version;
}

/**
 * Unpacks every archived release into `siteWidgets` (dist/site/widgets/), where the current release
 * already is. A chunk both name is the same file (its name is its content's hash); an archive that
 * would overwrite a file with another content stops the build.
 */
export async function unpackReleases(siteWidgets: URL): Promise<string[]> {
  const archives = (await readdir(RELEASES_FOLDER)).filter((name) => name.endsWith('.json.gz'));
  for (const archive of archives) {
    const files: ReleaseFiles = JSON.parse(
      gunzipSync(await readFile(new URL(archive, RELEASES_FOLDER))).toString('utf8'),
    );
    for (const [path, text] of Object.entries(files)) {
      const target = new URL(path, siteWidgets);
      const existing = await readFile(target, 'utf8').catch(() => null);
      if (existing !== null && existing !== text) {
        throw new Error(`${archive} would change widgets/${path}, which the build wrote`);
      }
      await mkdir(dirname(fileURLToPath(target)), { recursive: true });
      await writeFile(target, text);
    }
  }
  return archives.map((archive) => archive.replace(/\.json\.gz$/, ''));
}

// `node scripts/earlier-releases.ts [dist/widgets/]`: archives the release built there, before the
// version is raised (README, 'Versions').
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = (process.argv[2] ?? 'dist/widgets').replace(/\/?$/, '/');
  const widgets = new URL(folder, `file://${process.cwd()}/`);
  console.log(`Archived widgets release ${await archiveRelease(widgets)}`);
}
