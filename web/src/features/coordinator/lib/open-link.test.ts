import { describe, expect, it } from 'vitest';
import { OUTCOME_TEXT } from './open-link';

describe('what a link does to the report, in words', () => {
  // Copy review 5, T3: after a colon and before a consonant, «удруге», as count-code.ts writes it.
  it('a lesson already in the report is not counted «удруге»', () => {
    expect(OUTCOME_TEXT.same.replaceAll('\u00A0', ' ')).toBe('Цей урок уже є у звіті: удруге його не враховано.');
  });
});
