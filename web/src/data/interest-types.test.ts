import { describe, expect, it } from 'vitest';
import { INTEREST_TYPES } from './interest-types';

describe('the six types', () => {
  it('each gist is the first clause of its text, said of one person', () => {
    for (const { about, gist } of Object.values(INTEREST_TYPES)) {
      expect(gist).toMatch(/^любить /);
      expect(about.replace(/\s+/g, ' ')).toContain(
        `Люди цього типу люблять ${gist.replace(/^любить /, '').replace(/\s+/g, ' ')}:`,
      );
    }
  });
});
