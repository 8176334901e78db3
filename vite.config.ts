import { defineConfig } from 'vite';
import { recordFirstScreenModules } from './scripts/first-screen-chunks.ts';
import { CHUNKS_FOLDER, releaseFiles } from './scripts/release-files.ts';
import { GPA_CALCULATOR_CHUNK, widgetBuild } from './scripts/vite-plugins.ts';
import { widgetApis } from './widgets/catalog.ts';

/**
 * Builds the embeddable widgets into dist/widgets: every element's code, and the code they share
 * (React, Shoelace, core), as content-hashed ES modules in chunks/, and per release folder (v1/,
 * the exact version such as 1.2.0/ and the unversioned root: widgets/release.ts) the small entry
 * files embedders name, campuscalc.js with all elements, custom-elements.json and TypeScript
 * declarations (scripts/release-files.ts). No Firebase is reachable from here.
 */
export default defineConfig({
  ...widgetBuild([
    releaseFiles(widgetApis),
    recordFirstScreenModules(widgetApis.map((api) => api.tag)),
  ]),
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    lib: {
      entry: {
        ...Object.fromEntries(
          widgetApis.map((api) => [api.tag, `widgets/${api.tag}/${api.tag}.element.ts`]),
        ),
        // The iframe pages' script and the optional resizer for the pages that embed them.
        frame: 'widgets/frame/frame-page.ts',
        resizer: 'widgets/frame/resizer.ts',
      },
      formats: ['es'],
      // The entry files proper are written per release folder by releaseFiles.
      fileName: (_format, name) => `${CHUNKS_FOLDER}${name}-[hash].js`,
    },
    rolldownOptions: {
      // For GPA_CALCULATOR_CHUNK.
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        codeSplitting: { groups: [GPA_CALCULATOR_CHUNK] },
        // The chunk every element shares (React, r2wc, Shoelace, the widget layer) is the runtime.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/react-dom/'))
            ? `${CHUNKS_FOLDER}runtime-[hash].js`
            : `${CHUNKS_FOLDER}[name]-[hash].js`,
      },
    },
  },
});
