import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { widgetApis } from '../../widgets/catalog';

// The TypeScript declarations that ship in dist/widgets, compiled the way an embedder's code would be.
const widgets = fileURLToPath(new URL('../../dist/widgets/', import.meta.url));
const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
const project = mkdtempSync(join(tmpdir(), 'campuscalc-dts-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

function typecheck(source: string): string {
  for (const file of readdirSync(widgets).filter((name) => name.endsWith('.d.ts'))) {
    copyFileSync(join(widgets, file), join(project, file));
  }
  writeFileSync(join(project, 'embedder.ts'), source);
  const args = ['--noEmit', '--strict', '--lib', 'es2022,dom', '--module', 'esnext'];
  try {
    execFileSync(process.execPath, [tsc, ...args, '--moduleResolution', 'bundler', 'embedder.ts'], {
      cwd: project,
      encoding: 'utf8',
    });
    return '';
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
}

describe('TypeScript declarations', () => {
  it('type the elements, their properties and their event details', () => {
    const errors = typecheck(`
      import './campuscalc.js';
      const converter = document.createElement('number-converter');
      converter.from = 'hexadecimal';
      converter.addEventListener('result-change', (event) => event.detail.result.toUpperCase());
      const matrix = document.querySelector('matrix-determinant');
      if (matrix) matrix.size = 3;
      const sdt = document.createElement('sdt-calculator');
      sdt.addEventListener('result-change', (event) => event.detail.units.speed);
      const gpa = document.createElement('gpa-calculator');
      gpa.readOnly = true;
      gpa.addEventListener('gpa-change', (event) => event.detail.cumulativeGpa.toUpperCase());
      const store: import('./gpa-calculator.js').GpaStore | undefined = gpa.store;
      store?.setActiveProfileId('default');
    `);
    expect(errors).toBe('');
  });

  it('type every element of the catalog by its tag, with a typed result-change detail', () => {
    const errors = typecheck(
      [
        "import './campuscalc.js';",
        ...widgetApis.map(({ tag, className }, index) =>
          [
            `import type { ${className} } from './${tag}.js';`,
            `const element${index}: ${className} = document.createElement('${tag}');`,
            `element${index}.hideTitle = true;`,
            `element${index}.addEventListener('result-change', (event) => {`,
            '  // @ts-expect-error: a detail of its own type, not `any`',
            '  const detail: number = event.detail;',
            '  return detail;',
            '});',
          ].join('\n'),
        ),
      ].join('\n'),
    );
    expect(errors).toBe('');
  });

  it('reject what the elements do not accept', () => {
    const errors = typecheck(`
      import './campuscalc.js';
      document.createElement('number-converter').from = 'roman';
    `);
    expect(errors).toContain(`Type '"roman"' is not assignable`);
  });
});
