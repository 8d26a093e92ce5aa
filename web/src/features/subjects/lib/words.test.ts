import { describe, expect, it } from 'vitest';
import { NBSP } from '@/lib/typeset';
import { hardNote, resultLine } from './words';

const plain = (text: string) => text.replaceAll(NBSP, ' ');

describe('the words of «Мої предмети»', () => {
  it('agrees the hard-subject note with the subject’s name', () => {
    expect(plain(hardNote('Хімія'))).toBe('Хімія знадобиться — і її можна підтягнути.');
    expect(plain(hardNote('Мистецтво'))).toBe('Мистецтво знадобиться — і його можна підтягнути.');
    expect(plain(hardNote('Технології'))).toBe('Технології знадобляться — і їх можна підтягнути.');
    expect(plain(hardNote('Фінансова грамотність'))).toBe('Фінансова грамотність знадобиться — і її можна підтягнути.');
  });

  it('counts the professions with their word, and after «для» in the genitive', () => {
    expect(plain(resultLine(8, false))).toBe('Ось 8 професій, для яких знадобляться предмети, які тобі подобаються.');
    expect(plain(resultLine(3, true))).toBe(
      'Серед професій Стежки твої улюблені предмети знадобляться лише для 3 — ось усі вони.',
    );
  });
});
