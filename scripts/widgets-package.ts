import type { Plugin } from 'vite';
import type { ElementApi } from '../packages/ui/src/element/element-api';
import { WIDGETS_VERSION } from '../widgets/release.ts';
import { customElementsJson, declarations, manifestModule } from './custom-elements-manifest.ts';

/**
 * The entries of the npm package @campuscalc/widgets (packages/widgets/package.json's `exports`),
 * by their file in dist/: `<tag>.js`, the element's class with no `customElements.define`, built
 * from `<tag>.class.ts`; `<tag>-define.js`, which defines the tag and re-exports the class, built
 * from `<tag>.element.ts`.
 */
export function packageEntries(apis: readonly ElementApi[]): Record<string, string> {
  return Object.fromEntries(
    apis.flatMap(({ tag }) => [
      [tag, `widgets/${tag}/${tag}.class.ts`],
      [`${tag}-define`, `widgets/${tag}/${tag}.element.ts`],
    ]),
  );
}

/**
 * One element in the package's custom-elements.json: the class module declares the class, the
 * define module registers it. Paths are from the package root, as the manifest's readers expect.
 */
function packageModules(api: ElementApi) {
  const declaration = { name: api.className, module: `dist/${api.tag}.js` };
  const exportClass = { kind: 'js', name: api.className, declaration };
  const definition = { kind: 'custom-element-definition', name: api.tag, declaration };
  return {
    classModule: {
      kind: 'javascript-module',
      path: declaration.module,
      declarations: manifestModule(api).declarations,
      exports: [exportClass],
    },
    defineModule: {
      kind: 'javascript-module',
      path: `dist/${api.tag}-define.js`,
      declarations: [],
      exports: [exportClass, definition],
    },
  };
}

/**
 * The rest of the package's dist/ beside the entries, by file name: custom-elements.json, the .d.ts
 * of every entry (the class's from its ElementApi, as in the embed build), and index.js with its
 * .d.ts, which define every element and export their classes (the package's `.`).
 */
function packageFiles(apis: readonly ElementApi[]): Record<string, string> {
  const modules = apis.map(packageModules);
  const index = {
    kind: 'javascript-module',
    path: 'dist/index.js',
    declarations: [],
    exports: modules.flatMap(({ defineModule }) => defineModule.exports),
  };
  const manifestModules = [
    ...modules.flatMap(({ classModule, defineModule }) => [classModule, defineModule]),
    index,
  ];
  const reexports = apis.map((api) => `export * from './${api.tag}-define.js';\n`).join('');
  return {
    'custom-elements.json': customElementsJson(manifestModules, WIDGETS_VERSION),
    ...Object.fromEntries(
      apis.flatMap((api) => [
        [`${api.tag}.d.ts`, declarations(api)],
        [`${api.tag}-define.d.ts`, `export * from './${api.tag}.js';\n`],
      ]),
    ),
    'index.js': reexports,
    'index.d.ts': reexports,
  };
}

/** Emits packageFiles into the package build's output. */
export function widgetsPackage(apis: readonly ElementApi[]): Plugin {
  return {
    name: 'campuscalc:widgets-package',
    generateBundle() {
      for (const [fileName, source] of Object.entries(packageFiles(apis))) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
