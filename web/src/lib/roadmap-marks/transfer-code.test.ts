import { describe, expect, it } from 'vitest';
import { PROFESSION_DETAIL_LOADERS } from '@/data/profession-details';
import { readTransfer, transferFragment } from './transfer-code';
import { hasTransfer } from './transfer-fragment';

const KNOWN = ['python', 'profile', 'nmt', 'junior'];

describe('transfer links', () => {
  it('carry the marked steps and read back in the roadmap’s order', () => {
    const fragment = transferFragment(['nmt', 'python']);
    expect(fragment).toBe('#marks=1.nmt.python');
    expect(hasTransfer(fragment)).toBe(true);
    expect(readTransfer(fragment, KNOWN)).toEqual(['python', 'nmt']);
  });

  it('ignore steps this roadmap no longer has', () => {
    expect(readTransfer('#marks=1.python.retired', KNOWN)).toEqual(['python']);
  });

  it('call a link damaged when it can’t be read, and never throw', () => {
    for (const hash of [
      '#marks=',
      '#marks=1',
      '#marks=2.python',
      '#marks=1.Python',
      '#marks=1.py thon',
      '#marks=1.retired',
      '#marks=%E0%A4%A',
      '#marks=1..nmt',
    ]) {
      expect(readTransfer(hash, KNOWN), hash).toBeNull();
    }
    expect(hasTransfer('#r=1abcde')).toBe(false);
  });

  it.each(Object.keys(PROFESSION_DETAIL_LOADERS))(
    'stay within 200 characters with every step of %s marked',
    async (id) => {
      const { default: detail } = await PROFESSION_DETAIL_LOADERS[id]!();
      const all = detail.roadmap.flatMap((phase) => phase.steps.map((step) => step.id));
      const url = `https://stezhka.example/profession/${id}${transferFragment(all)}`;
      expect(url.length).toBeLessThanOrEqual(200);
      expect(readTransfer(transferFragment(all), all)).toEqual(all);
    },
  );
});
