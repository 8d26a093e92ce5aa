import { describe, expect, it } from 'vitest';
import { readShareHash } from '@/lib/quiz-code/share-code';
import { tagOfHash } from '@/lib/quiz-code/tagged-code';
import { readCode } from './read-code';

const HOST = 'stezhka.example';
const read = (text: string) => readCode(text, 'code', HOST);
const scan = (text: string) => readCode(text, 'scan', HOST);

describe('readCode: a scanned or typed text', () => {
  it('reads a tagged result link of this site', () => {
    expect(read('https://stezhka.example/quiz#r=1bcbcc-0427')).toEqual({
      kind: 'result',
      code: '1bcbcc',
      tag: '0427',
      answers: ['analytical', 'field', 'impact', 'arts', 'discussion'],
      interests: null,
    });
  });

  it('reads a plain share link (no tag), also with the = percent-encoded', () => {
    expect(read('https://stezhka.example/quiz#r=1aaaaa')).toMatchObject({ kind: 'result', code: '1aaaaa', tag: null });
    expect(read('http://stezhka.example/quiz#r%3D1aaaaa')).toMatchObject({ kind: 'result', code: '1aaaaa', tag: null });
  });

  it.each([
    ['1bcbcc-0427', '1bcbcc', '0427'],
    ['1BCBCC-0427', '1bcbcc', '0427'],
    [' 1 bcb cc 0427 ', '1bcbcc', '0427'],
    ['bcbcc-0427', '1bcbcc', '0427'],
    // Cyrillic look-alikes and the letters as a Ukrainian reads them (а, бе, це, де).
    ['1ВСВСС-0427', '1bcbcc', '0427'],
    ['1бцбцц 0427', '1bcbcc', '0427'],
    ['1АДДАД', '1addad', null],
    ['1aaaaa', '1aaaaa', null],
  ])('reads the typed code %j', (text, code, tag) => {
    expect(read(text)).toMatchObject({ kind: 'result', code, tag });
  });

  it.each([
    'https://example.com/quiz#r=1bcbcc-0427',
    'https://stezhka.example.evil.com/quiz#r=1aaaaa',
    'https://stezhka.example/search?q=1aaaaa',
    'https://stezhka.example/quiz',
    'javascript:alert(1)',
    'WIFI:S:school;T:WPA;P:secret;;',
    'привіт',
    'Hello, world',
    '12345678901234567890',
  ])('counts nothing from another site or other text: %j', (text) => {
    expect(read(text)).toEqual({ kind: 'foreign' });
  });

  it.each(['3abcda-1234', 'https://stezhka.example/quiz#r=3abcdaaaaaaa-1234', '3abcda', '4abcda'])(
    'says a code of a later format is from a newer version: %j',
    (text) => {
      expect(read(text)).toEqual({ kind: 'newer' });
    },
  );

  // One rule for both: a code reads the same typed alone or inside its link (a version-0 code
  // was once "newer" typed and "damaged" in a link).
  it.each(['0abcda', '2abcda', '3abcda', '3abc', '9zzzzz-1234', '1abcde', '1abcd', '1abcda-12', '2abcdaaaaaaz'])(
    'reads %j the same typed alone and inside a link',
    (code) => {
      const alone = read(code).kind;
      expect(read(`https://stezhka.example/quiz#r=${code}`).kind).toBe(alone);
      expect(alone).toBe(/^[3-9]/.test(code) ? 'newer' : 'damaged');
    },
  );

  // The quiz, the teacher tag and this page read `#r=` with one parser, so they agree.
  it.each(['#r=1bcbcc-0427', '#r%3D1bcbcc-0427', '#r=%31bcbcc-0427', '#r=%201bcbcc-0427%20'])(
    'reads the fragment %j as the quiz and the teacher tag do',
    (hash) => {
      expect(readShareHash(hash)).toMatchObject({ answers: ['analytical', 'field', 'impact', 'arts', 'discussion'] });
      expect(tagOfHash(hash)).toBe('0427');
      expect(read(`https://stezhka.example/quiz${hash}`)).toMatchObject({
        kind: 'result',
        code: '1bcbcc',
        tag: '0427',
      });
    },
  );

  it.each([
    '',
    '1abcd',
    '1abcde',
    '1abcda-12',
    '1abcda-12345',
    'https://stezhka.example/quiz#r=1abcd',
    'https://stezhka.example/quiz#r=%E0%A4%A',
  ])('says a damaged code is damaged: %j', (text) => {
    expect(read(text)).toEqual({ kind: 'damaged' });
  });

  it.each(['HELLO', 'test', 'ABC123', '1abcde', 'acbd'])(
    'takes scanned plain text for another QR code, not a damaged one: %j',
    (text) => {
      expect(scan(text)).toEqual({ kind: 'foreign' });
      expect(read(text)).toEqual({ kind: 'damaged' });
    },
  );

  it('reads a scanned code or link as typed ones are read', () => {
    expect(scan('https://stezhka.example/quiz#r=1bcbcc-0427')).toMatchObject({ kind: 'result', tag: '0427' });
    expect(scan('1bcbcc-0427')).toMatchObject({ kind: 'result', code: '1bcbcc', tag: '0427' });
    expect(scan('3abcde')).toEqual({ kind: 'newer' });
  });

  it('reads the interests of a version 2 code, scanned in its link or typed (decision 0033)', () => {
    const interests = [0, 24, 1, 23, 12, 5];
    const expected = { kind: 'result', code: '1bcbcc', tag: '0427', interests };
    expect(scan('https://stezhka.example/quiz#r=2bcbccaybxmf-0427')).toEqual({
      ...expected,
      answers: expect.any(Array),
    });
    expect(read('2BCBCCAYBXMF-0427')).toMatchObject(expected);
    expect(read('1bcbcc-0427')).toMatchObject({ interests: null });
  });
});
