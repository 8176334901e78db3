import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { DataText } from './data-text';

const markup = (text: string, data: readonly string[], digits?: (words: string) => string) =>
  renderToStaticMarkup(<DataText text={text} data={data} digits={digits} />);

describe('DataText', () => {
  it('marks each place a datum stands, the longest datum first', () => {
    expect(
      markup('Scholaro, UGC 10-point table की गणना', ['UGC', 'Scholaro', 'UGC 10-point table']),
    ).to.equal(
      '<span><span translate="no">Scholaro</span>, <span translate="no">UGC 10-point table</span> की गणना</span>',
    );
  });

  it('writes digits in the words around the data, not in the data', () => {
    const devanagari = (words: string) => words.replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]!);
    expect(markup('VTU 2022: 8 क्रेडिट', ['VTU 2022'], devanagari)).to.equal(
      '<span><span translate="no">VTU 2022</span>: ८ क्रेडिट</span>',
    );
    expect(markup('8 क्रेडिट', [], devanagari)).to.equal('८ क्रेडिट');
  });

  it('leaves a text without its data as it is, and empty data out', () => {
    expect(markup('कोई ग्रेड नहीं', ['AB', ''])).to.equal('कोई ग्रेड नहीं');
    expect(markup('AB', ['AB'])).to.equal('<span><span translate="no">AB</span></span>');
  });

  it('marks a datum where it stands as a word, not inside a longer one', () => {
    expect(markup('CGPA: A+ (9), AB', ['A', 'A+', 'AB'])).to.equal(
      '<span>CGPA: <span translate="no">A+</span> (9), <span translate="no">AB</span></span>',
    );
  });
});
