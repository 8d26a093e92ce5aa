import { describe, expect, it } from 'vitest';
import { NBSP } from '@/lib/typeset';
import { loadContent } from '@/data/content/load';
import { subjectsView } from '@/data/content/subjects-view';
import { inSentence, leaningClusters, leaningSentence } from './leaning';

const SUBJECTS = subjectsView(loadContent());

const plain = (text: string) => text.replaceAll(NBSP, ' ');

describe('where the liked subjects lean (decision 0045)', () => {
  it('names one cluster, every tied one, or says art belongs to none', () => {
    expect(plain(leaningSentence(['STEM', 'мовно-літературний']))).toBe(
      'Предмети, які тобі подобаються, порівну тяжіють до кластера STEM і до мовно-літературного.',
    );
    expect(plain(leaningSentence([]))).toMatch(/^Мистецтво ми не віднесли до жодного з трьох кластерів/);
  });

  it('puts a subject’s name inside a sentence', () => {
    expect(inSentence('Українська мова')).toBe('українська мова');
  });
});

describe('the lyceum cluster the liked subjects lean toward', () => {
  it('is the cluster most of them belong to, every one tied, none for art alone', () => {
    expect(leaningClusters(SUBJECTS, ['biology', 'chemistry', 'history'])).toEqual(['STEM']);
    expect(leaningClusters(SUBJECTS, ['biology', 'ukrainian'])).toEqual(['STEM', 'мовно-літературний']);
    expect(leaningClusters(SUBJECTS, ['history', 'foreign', 'math'])).toEqual([
      'STEM',
      'мовно-літературний',
      'суспільно-гуманітарний',
    ]);
    expect(leaningClusters(SUBJECTS, ['arts'])).toEqual([]);
    expect(leaningClusters(SUBJECTS, ['arts', 'finance'])).toEqual(['суспільно-гуманітарний']);
  });
});
