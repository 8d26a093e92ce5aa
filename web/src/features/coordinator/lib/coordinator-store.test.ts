// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emptyCounts } from '@/lib/lesson-counts/counts';
import { encodeLesson, type SentLesson } from '@/lib/lesson-counts/counts-link';
import { COORDINATOR_KEY, createCoordinatorStore, parseReport } from './coordinator-store';

function sent(id: string, revision: number, students: number, name = ''): SentLesson {
  const counts = emptyCounts();
  counts.students = students;
  counts.answers.forEach((row) => (row[1] = students));
  return { id, revision, name, counts };
}

describe('the coordinator’s report in this browser', () => {
  it('keeps each lesson as its link’s text: counts only, read back by the link’s reader', () => {
    const store = createCoordinatorStore(localStorage);
    expect(store.add(sent('aaaa', 1, 12, 'Ліцей 1'))).toBe('added');
    expect(store.add(sent('aaaa', 1, 12, 'Ліцей 1'))).toBe('same');
    expect(store.add(sent('bbbb', 1, 7))).toBe('added');
    const raw = localStorage.getItem(COORDINATOR_KEY)!;
    expect(JSON.parse(raw)).toEqual({
      v: 1,
      lessons: [encodeLesson(sent('aaaa', 1, 12, 'Ліцей 1')), encodeLesson(sent('bbbb', 1, 7))],
    });
    expect(createCoordinatorStore(localStorage).lessons()).toEqual([
      sent('aaaa', 1, 12, 'Ліцей 1'),
      sent('bbbb', 1, 7),
    ]);
    store.clear();
    expect(createCoordinatorStore(localStorage).lessons()).toEqual([]);
    localStorage.clear();
  });

  it('sets an unreadable report aside and never writes over it', () => {
    localStorage.setItem(COORDINATOR_KEY, '{"v":1,"lessons":["1.aaaa.damaged"]}');
    const store = createCoordinatorStore(localStorage);
    expect(store.unreadable).toBe(true);
    const aside = Object.keys(localStorage).filter((k) => k.startsWith(`${COORDINATOR_KEY}:unreadable:`));
    expect(aside.map((k) => localStorage.getItem(k))).toEqual(['{"v":1,"lessons":["1.aaaa.damaged"]}']);
    expect(store.lessons()).toEqual([]);
    localStorage.clear();
  });

  it('reads a newer version’s report as unreadable, and two entries of one lesson too', () => {
    expect(parseReport('{"v":2,"lessons":[]}')).toBeNull();
    const text = encodeLesson(sent('aaaa', 1, 5))!;
    expect(parseReport(JSON.stringify({ v: 1, lessons: [text, text] }))).toBeNull();
    expect(parseReport(null)).toEqual([]);
  });

  it('works in memory where storage refuses, and says so', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const store = createCoordinatorStore(refusing);
    expect(store.add(sent('aaaa', 1, 5))).toBe('added');
    expect(store.refused).toBe(true);
    expect(store.lessons()).toHaveLength(1);
  });
});
