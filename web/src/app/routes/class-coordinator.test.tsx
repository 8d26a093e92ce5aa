import { describe, expect, it } from 'vitest';
import { handle } from './class-coordinator';

describe('/class/coordinator’s description (copy review 5)', () => {
  const description = handle.meta({}).description.replaceAll('\u00A0', ' ');

  it('E1: is a sentence, the report made «з посилань»', () => {
    expect(description).toContain('з посилань кар’єрних радників із підсумками уроків складається звіт громади.');
    expect(description).not.toContain('громади: посилання');
  });

  it('M10: says where a community’s coordinator may work', () => {
    expect(description).toMatch(/^Для координатора громади \(наприклад, у відділі освіти\):/);
  });
});
