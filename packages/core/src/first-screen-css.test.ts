import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstScreenCss, markupClasses } from './first-screen-css';

const markup =
  '<div class="calc calc--wide"><form class="subject-form"><input class="input"></form></div>';

describe('firstScreenCss', () => {
  it('keeps the rules whose classes the markup has, in order, and drops the others', () => {
    const css =
      '.calc{display:grid}.toast{position:fixed}.subject-form .input{width:100%}' +
      '.dialog .input{width:50%}.calc--wide,.drawer{gap:1rem}';
    expect(firstScreenCss(css, markup)).toBe(
      '.calc{display:grid}.subject-form .input{width:100%}.calc--wide,.drawer{gap:1rem}',
    );
  });

  it('keeps rules on tags, attributes, the host and states, and every other at-rule', () => {
    const css =
      ':host{color:red}:host(.open) .calc{color:blue}input[type="a.b"]{margin:0}' +
      '.input:focus-visible{outline:1px solid}.calc:not(.toast){padding:0}' +
      '.calc:is(.a,.b){padding:1px}@keyframes spin{to{rotate:1turn}}' +
      '@font-face{font-family:x}';
    expect(firstScreenCss(css, markup)).toBe(css);
  });

  it('prunes inside @media and @container, dropping a group left empty', () => {
    const css =
      '@media (any-pointer:coarse){.input{min-height:44px}.toast{bottom:0}}' +
      '@container (width>=34rem){.toast__action{gap:0}}' +
      '@media (prefers-color-scheme:light){@container (width<=34rem){.calc{gap:0}.share{gap:1px}}}';
    expect(firstScreenCss(css, markup)).toBe(
      '@media (any-pointer:coarse){.input{min-height:44px}}' +
        '@media (prefers-color-scheme:light){@container (width<=34rem){.calc{gap:0}}}',
    );
  });

  it('reads CSS with comments and whitespace as it reads minified CSS', () => {
    const css = '/* the calculator { */\n.calc {\n  display: grid;\n}\n\n.toast { top: 0 }\n';
    expect(firstScreenCss(css, markup)).toBe('.calc{\n  display: grid;\n}');
  });

  it('never drops a rule that a class of the markup alone satisfies', () => {
    const name = fc.constantFrom('calc', 'input', 'toast', 'drawer', 'subject-form');
    const rule = fc
      .array(name, { minLength: 1, maxLength: 3 })
      .map((names) => `${names.map((one) => `.${one}`).join(' ')}{color:red}`);
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 8 }), (rules) => {
        const classes = markupClasses(markup);
        const kept = firstScreenCss(rules.join(''), markup);
        const expected = rules.filter((one) =>
          [...one.matchAll(/\.([\w-]+)/g)].every(([, found]) => classes.has(found!)),
        );
        expect(kept).toBe(expected.join(''));
      }),
    );
  });
});

describe('markupClasses', () => {
  it('lists every class of every class attribute', () => {
    expect([...markupClasses(markup)].sort()).toEqual([
      'calc',
      'calc--wide',
      'input',
      'subject-form',
    ]);
  });
});
