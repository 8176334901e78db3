import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { widgetApis } from '../widgets/catalog.ts';
import { widgetBuild } from './vite-plugins.ts';
import { packageEntries, widgetsPackage } from './widgets-package.ts';

/**
 * Builds the npm package @campuscalc/widgets into packages/widgets/dist, for sites with a bundler:
 * the same sources and plugins as the embed build (vite.config.ts), as ES modules whose shared code
 * lands in chunks/. React and ReactDOM stay imports, resolved by the site's bundler (they are the
 * package's peer dependencies), so a page that uses React itself ships it once. Not minified: the
 * site's bundler minifies, and an embedder's stack trace stays readable.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  ...widgetBuild([widgetsPackage(widgetApis)]),
  build: {
    outDir: 'packages/widgets/dist',
    emptyOutDir: true,
    minify: false,
    lib: {
      entry: packageEntries(widgetApis),
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      external: /^react(-dom)?(\/|$)/,
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
