import { expect } from 'chai';
import widgetBaseCss from './widget-base.css?raw';
import { widgetCssProperties } from './element-api';

// The defaults the elements' API documents (the manifest, /embed/reference) are the ones their
// stylesheet sets on the host: written in both places, so held together here.
describe('the CSS custom properties every element documents', () => {
  const hostBlock = /^:host \{([^}]*)\}/m.exec(widgetBaseCss)![1]!;
  const declared = new Map(
    [...hostBlock.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(
      ([, name, value]) => [name!, value!.replace(/\s+/g, ' ').trim()],
    ),
  );

  it('documents each property the host sets, with the value it sets', () => {
    const documented = widgetCssProperties.filter(({ default: value }) => value !== 'none');
    expect(Object.fromEntries(declared)).to.deep.equal(
      Object.fromEntries(documented.map(({ name, default: value }) => [name, value])),
    );
  });

  it('leaves a property documented without a default to the page, which the element inherits it from', () => {
    for (const { name } of widgetCssProperties.filter(({ default: value }) => value === 'none')) {
      expect(widgetBaseCss, name).not.to.match(new RegExp(`${name}\\s*:`));
    }
  });
});
