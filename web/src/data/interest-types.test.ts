import { describe, expect, it } from 'vitest';
import { INTEREST_TYPE_TEXTS } from './interest-type-texts';
import { INTEREST_TYPES } from './interest-types';
import { RIASEC } from './riasec';

describe('the six types', () => {
  it('each gist is the first clause of its text, said of one person', () => {
    for (const type of RIASEC) {
      const [about, { gist }] = [INTEREST_TYPE_TEXTS[type], INTEREST_TYPES[type]];
      expect(gist).toMatch(/^любить /);
      expect(about.replace(/\s+/g, ' ')).toContain(
        `Люди цього типу люблять ${gist.replace(/^любить /, '').replace(/\s+/g, ' ')}:`,
      );
    }
  });
});
