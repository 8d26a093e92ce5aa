import { describe, expect, it } from 'vitest';
import { EMPTY_CHOICE, parseChoice, sameChoice, serializeChoice, SUBJECTS_VERSION } from './choice-format';

describe('the stored choice of subjects (decision 0045)', () => {
  it('is written in version 1 and read back, each id once', () => {
    const text = serializeChoice({ liked: ['biology', 'chemistry'], hard: ['math'] });
    expect(JSON.parse(text)).toEqual({ v: SUBJECTS_VERSION, liked: ['biology', 'chemistry'], hard: ['math'] });
    expect(parseChoice(text)).toEqual({ liked: ['biology', 'chemistry'], hard: ['math'] });
    expect(parseChoice('{"v":1,"liked":["arts","arts"],"hard":[]}')).toEqual({ liked: ['arts'], hard: [] });
  });

  it('is empty when nothing is stored, and unreadable (null) when it can’t be read or is of another version', () => {
    expect(parseChoice(null)).toEqual(EMPTY_CHOICE);
    for (const raw of [
      '',
      '{',
      '[]',
      '{"v":2,"liked":[],"hard":[]}',
      '{"v":1,"liked":[1],"hard":[]}',
      '{"v":1,"liked":[]}',
    ])
      expect(parseChoice(raw), raw).toBeNull();
  });

  it('tells the same choice in another order from a different one', () => {
    expect(sameChoice({ liked: ['a', 'b'], hard: [] }, { liked: ['b', 'a'], hard: [] })).toBe(true);
    expect(sameChoice({ liked: ['a'], hard: [] }, { liked: ['a'], hard: ['a'] })).toBe(false);
  });
});
