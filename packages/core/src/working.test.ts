import { describe, expect, it } from 'vitest';
import type { Working } from './working';
import { resultLine, workingText } from './working';

const working: Working = {
  steps: [
    { kind: 'line', text: 'First' },
    {
      kind: 'group',
      title: 'A group',
      steps: [
        { kind: 'table', caption: 'Rows', head: ['a', 'b'], rows: [['1', '2']] },
        { kind: 'group', title: 'Deeper', steps: [{ kind: 'line', text: 'Inner' }] },
      ],
    },
  ],
  result: { label: 'Answer', value: '-1.5000' },
};

describe('workingText', () => {
  it('numbers the steps, indents each group and table, and ends with the result', () => {
    expect(workingText(working)).toBe(
      [
        '1. First',
        '2. A group',
        '   1. Rows',
        '      a | b',
        '      1 | 2',
        '   2. Deeper',
        '      1. Inner',
        'Answer = -1.5000',
      ].join('\n'),
    );
    expect(resultLine(working)).toBe('Answer = -1.5000');
  });
});
