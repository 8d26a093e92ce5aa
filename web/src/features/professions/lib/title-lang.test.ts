import { describe, expect, it } from 'vitest';
import { titleLang } from './title-lang';

describe('titleLang', () => {
  it('marks Latin-only titles as English', () => {
    expect(titleLang('Software Engineer')).toBe('en');
    expect(titleLang('Лікар')).toBeUndefined();
    expect(titleLang('UX-дизайнер')).toBeUndefined();
    expect(titleLang('123')).toBeUndefined();
  });
});
