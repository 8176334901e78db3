import { posix } from 'node:path';
import type { Plugin } from 'vite';
import type { ElementApi } from '../packages/ui/src/element/element-api';
import { RELEASE_FOLDERS, WIDGETS_VERSION } from '../widgets/release.ts';
import { customElementsJson, declarations, manifestModule } from './custom-elements-manifest.ts';

/** Where the build puts every chunk, element code included: content-hashed, cached for a year. */
export const CHUNKS_FOLDER = 'chunks/';

/** The iframe page of one calculator: the element's script, and frame-page.ts to place it. */
const framePage = (api: ElementApi) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${api.title} · CampusCalc</title>
    <link rel="stylesheet" href="./frame.css" />
    <script type="module" src="./${api.tag}.js"></script>
    <script type="module" src="./frame.js"></script>
  </head>
  <body data-element="${api.tag}" data-attributes="${api.attributes.map(({ name }) => name).join(' ')}">
    <noscript>The ${api.title.toLowerCase()} needs JavaScript.</noscript>
  </body>
</html>
`;

// Transparent: the calculator draws its own background, with rounded corners over the host's.
const FRAME_CSS = `html, body { margin: 0; background: transparent; }
noscript { display: block; padding: 1rem; font: 1rem system-ui, sans-serif; }
`;

/**
 * The entry files of a release, written into each of its folders (widgets/release.ts): per entry
 * (each element, the iframe pages' frame.js, the resizer.js) a small script that imports its
 * content-hashed chunk, and that chunk's own imports so the browser fetches them side by side
 * rather than one after the other; per element its .d.ts and iframe page; the all-in-one
 * campuscalc.js and .d.ts; and custom-elements.json with the version. The entries are the only
 * files that differ between folders and the only ones cached briefly; all code is in chunks/, shared
 * by every folder.
 */
export function releaseFiles(apis: readonly ElementApi[]): Plugin {
  return {
    name: 'campuscalc:release-files',
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' && output.isEntry ? [output] : [],
      );
      const missing = apis.filter((api) => !entries.some((entry) => entry.name === api.tag));
      if (missing.length > 0) throw new Error(`No build entry for <${missing[0]!.tag}>.`);
      for (const folder of RELEASE_FOLDERS) {
        const emit = (name: string, source: string) =>
          this.emitFile({ type: 'asset', fileName: `${folder}${name}`, source });
        const path = (file: string) => {
          const relative = posix.relative(folder, file);
          return relative.startsWith('.') ? relative : `./${relative}`;
        };
        for (const entry of entries) {
          emit(
            `${entry.name}.js`,
            [
              ...entry.imports.map((file) => `import '${path(file)}';\n`),
              `export * from '${path(entry.fileName)}';\n`,
            ].join(''),
          );
        }
        for (const api of apis) {
          emit(`${api.tag}.d.ts`, declarations(api));
          emit(`${api.tag}.html`, framePage(api));
        }
        emit('frame.css', FRAME_CSS);
        emit('campuscalc.js', apis.map((api) => `export * from './${api.tag}.js';\n`).join(''));
        emit('campuscalc.d.ts', apis.map((api) => `export * from './${api.tag}.js';\n`).join(''));
        emit('custom-elements.json', customElementsJson(apis.map(manifestModule), WIDGETS_VERSION));
      }
    },
  };
}
