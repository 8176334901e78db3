import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { check, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { namesOf, newCalculator, planCalculator, readerAt, tagProblem } from './new-calculator.ts';

// The scaffold on the repository as it is: what it would write (planCalculator reads, writes
// nothing), and what it writes into a copy of the files it edits. That the calculator it writes
// passes every suite is shown by running them on one (CONTRIBUTING.md "Add a calculator").
const repository = fileURLToPath(new URL('../', import.meta.url));
const read = readerAt(repository);
const tags = [...read('widgets/catalog.ts')!.matchAll(/from '\.\/([a-z0-9-]+)\/\1\.api'/g)].map(
  ([, tag]) => tag!,
);

/**
 * The tag the tests have the scaffold write: one no calculator takes, so that they pass in a
 * repository where the scaffold has just written a calculator (tip-calculator, say) too.
 */
const TAG = 'scaffold-test-calculator';
const { Name, name, Title } = namesOf(TAG);

describe('the tag', () => {
  it('gives the names of the code', () => {
    expect(namesOf('tip-calculator')).toEqual({
      tag: 'tip-calculator',
      Name: 'TipCalculator',
      name: 'tipCalculator',
      NAME: 'TIP_CALCULATOR',
      Title: 'Tip Calculator',
    });
    expect(namesOf('gpa-10-point').Name).toBe('Gpa10Point');
  });

  it.each(['tip', 'Tip-calculator', 'tip_calculator', '1-tip', 'tip-', '-tip', 'tip--x', 'tip x'])(
    'refuses %j, which is no custom element name like the others',
    (tag) => {
      expect(tagProblem(tag, read)).toMatch(/is not a custom element's name/);
    },
  );

  it("refuses HTML's reserved names and every calculator's that exists", () => {
    expect(tagProblem('font-face', read)).toMatch(/HTML keeps for itself/);
    for (const tag of tags) expect(tagProblem(tag, read)).toMatch(/exists already/);
    expect(tagProblem(TAG, read)).toBeNull();
  });
});

describe('what it writes', () => {
  const files = planCalculator(TAG, read);
  const text = (path: string) => files.find((file) => file.path === path)?.text ?? '';

  it('a core module with its working, link and tests, a widget folder and a page', () => {
    expect(files.filter(({ created }) => created).map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        `packages/core/src/${TAG}.ts`,
        `packages/core/src/${TAG}.test.ts`,
        `packages/core/src/${TAG}-working.ts`,
        `packages/core/src/${TAG}-working.test.ts`,
        `packages/core/src/${TAG}-inputs.ts`,
        ...['api.ts', 'class.ts', 'element.ts', 'styles.ts', 'widget.ts', 'tsx', 'css'].map(
          (file) => `widgets/${TAG}/${TAG}.${file}`,
        ),
        `widgets/${TAG}/${TAG}.test.ts`,
        `widgets/${TAG}/${TAG}.journey.ts`,
        `site/src/pages/${TAG}.astro`,
      ]),
    );
    for (const { path, text: written } of files) expect(written, path).not.toMatch(/\{\{\w+\}\}/);
    expect(text(`widgets/${TAG}/${TAG}.test.ts`)).toContain(
      `describeSharedWidgetRules<${Name}Element>(${name}Widget,`,
    );
  });

  it('adds the calculator to every list of them, and counts it', () => {
    expect(files.filter(({ created }) => !created).map(({ path }) => path)).toEqual([
      'widgets/catalog.ts',
      'site/src/data/routes.ts',
      'packages/widgets/package.json',
      'site/public/embed-example.html',
      'README.md',
      'packages/widgets/README.md',
      'docs/architecture.md',
    ]);
    const catalog = text('widgets/catalog.ts');
    expect(catalog).toContain(`import { ${name}Api } from './${TAG}/${TAG}.api';`);
    expect(catalog).toMatch(new RegExp(`\\[[^\\]]*  ${name}Api,\\n\\];`));
    expect(text('site/src/data/routes.ts')).toMatch(
      new RegExp(
        `OTHER_TOOLS[^=]*= \\[[^\\]]*\\{ href: '/${TAG}', label: '${Title}', tag: '${TAG}' \\},\\n\\];`,
      ),
    );
    const { exports } = JSON.parse(text('packages/widgets/package.json')) as {
      exports: Record<string, unknown>;
    };
    expect(Object.keys(exports).slice(-4)).toEqual([
      `./${TAG}`,
      `./${TAG}/define`,
      './custom-elements.json',
      './package.json',
    ]);
    expect(text('site/public/embed-example.html')).toMatch(
      new RegExp(
        `<script type="module" src="/widgets/v\\d+/${TAG}\\.js"></script>[\\s\\S]*<${TAG} amount="30" total="120"></${TAG}>\\n\\s*</body>`,
      ),
    );
    const count = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'][
      tags.length + 1
    ]!;
    expect(text('README.md')).toContain(`all ${count} in \`index.js\``);
    expect(text('packages/widgets/README.md')).toContain(`defines all ${count} elements`);
    expect(text('docs/architecture.md').toLowerCase()).toContain(
      `${count} calculators for students`,
    );
    expect(text('docs/architecture.md')).toContain(`, \`<${TAG}>\`)`);
    for (const document of ['README.md', 'packages/widgets/README.md']) {
      expect(text(document), document).toContain(`\`<${TAG}>\``);
    }
  });

  it('refuses a tag that is taken, writing nothing', () => {
    expect(() => planCalculator('number-converter', read)).toThrow(/exists already/);
  });
});

describe('npm run new:calculator', () => {
  const copy = mkdtempSync(join(tmpdir(), 'campuscalc-new-calculator-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const edited = planCalculator(TAG, read)
    .filter(({ created }) => !created)
    .map(({ path }) => path);
  for (const path of edited) cpSync(join(repository, path), join(copy, path));

  // Prettier formats and then checks some twenty files: under a second alone, past Vitest's 5 s
  // default beside the other lane on a busy two-core machine.
  it(
    'writes the calculator formatted as lint wants it, and will not write it twice',
    { timeout: 60_000 },
    async () => {
      const written = await newCalculator(copy, TAG);
      for (const { path } of written) {
        const options = await resolveConfig(join(repository, path));
        const source = readFileSync(join(copy, path), 'utf8');
        expect(await check(source, { ...options, filepath: path }), path).toBe(true);
      }
      await expect(newCalculator(copy, TAG)).rejects.toThrow(/exists already/);
    },
  );

  it('says what is wrong with a tag, and fails', async () => {
    const run = promisify(execFile)(process.execPath, ['scripts/new-calculator.ts', 'Tip'], {
      cwd: repository,
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^npm run new:calculator: 'Tip' is not a custom element's name/,
      ),
    });
  });
});
