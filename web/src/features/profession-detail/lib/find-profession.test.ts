import { describe, expect, it } from 'vitest';
import { findProfessionWithDetail } from './find-profession';

describe('findProfessionWithDetail', () => {
  it.each(['software-engineer', 'data-scientist', 'teacher'])('finds %s', (id) => {
    expect(findProfessionWithDetail(id)?.id).toBe(id);
  });

  it.each(['graphic-designer', 'web-developer', 'marketing-specialist'])('has no page for %s (no detail)', (id) => {
    expect(findProfessionWithDetail(id)).toBeNull();
  });

  it.each([
    undefined,
    '',
    'astronaut',
    'Software-Engineer',
    'лікар',
    '%D0%BB%D1%96%D0%BA%D0%B0%D1%80',
    '%E0%A4%A',
    '100%',
    'constructor',
    '__proto__',
    'toString',
  ])('has no page for %j', (id) => {
    expect(findProfessionWithDetail(id)).toBeNull();
  });
});
