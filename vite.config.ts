import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { customElementsManifest } from './scripts/custom-elements-manifest.ts';
import {
  shoelaceIconsAlias,
  shoelaceTheme,
  withoutShoelaceSystemIcons,
} from './scripts/vite-plugins.ts';
import { widgetApis } from './widgets/catalog.ts';

/**
 * Builds the embeddable widgets: dist/widgets/<tag>.js per element and campuscalc.js with all of
 * them (it imports the others), as ES modules whose shared code (React, Shoelace, core) lands in shared chunks, plus
 * custom-elements.json and TypeScript declarations. No Firebase is reachable from here.
 */
export default defineConfig({
  plugins: [
    react(),
    shoelaceTheme(),
    withoutShoelaceSystemIcons(),
    customElementsManifest(widgetApis),
  ],
  resolve: { alias: shoelaceIconsAlias },
  // Library mode leaves process.env.NODE_ENV alone; without this React ships its development build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    lib: {
      entry: Object.fromEntries(
        widgetApis.map((api) => [api.tag, `widgets/${api.tag}/${api.tag}.element.ts`]),
      ),
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      output: {
        minify: true,
        // The chunk every element shares (React, r2wc, Shoelace, the widget layer) is the runtime.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/react-dom/'))
            ? 'chunks/runtime-[hash].js'
            : 'chunks/[name]-[hash].js',
      },
    },
  },
});
