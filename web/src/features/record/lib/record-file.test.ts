import { describe, expect, it } from 'vitest';
import { codeInHash, codeInText } from './record-code-in';
import { recordFileName, recordFileText } from './record-file';

describe('«Моя стежка» as a file', () => {
  it('is named by the day it was saved', () => {
    expect(recordFileName(new Date(2026, 10, 27))).toBe('moia-stezhka-2026-11-27.txt');
  });

  it('is read back by the record link in it, as the link is', () => {
    const text = recordFileText('https://stezhka.example/my#m=1abc');
    expect(codeInText(text)).toBe('1abc');
    expect(codeInText('немає посилання')).toBeNull();
    expect(codeInHash('#m=1abc')).toBe('1abc');
    expect(codeInHash('#m%3D1abc')).toBe('1abc');
    expect(codeInHash('#main')).toBeNull();
  });
});
