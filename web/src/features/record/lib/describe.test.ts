import { describe, expect, it } from 'vitest';
import { interestsInWords } from './describe';

describe('a profile in a line, as the import question shows it (copy review 5, E7)', () => {
  it('one strongest type in the singular', () => {
    expect(interestsInWords([16, 15, 20, 15, 14, 3])).toBe('найсильніший тип — творчий');
  });

  it('several joined by «і»', () => {
    expect(interestsInWords([20, 2, 18, 17, 3, 1]).replace(/\s+/g, ' ')).toBe(
      'найсильніші типи — практичний, творчий і соціальний',
    );
  });
});
