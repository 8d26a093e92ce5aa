import { describe, expect, it } from 'vitest';
import { stepsWord } from '@/lib/steps-word';

describe('stepsWord', () => {
  it('takes the genitive singular after 1, 21, 101 but not 11', () => {
    expect([1, 21, 101].map(stepsWord)).toEqual(['кроку', 'кроку', 'кроку']);
    expect([2, 5, 11, 12, 15, 16, 111].map(stepsWord)).toEqual(Array(7).fill('кроків'));
  });
});
