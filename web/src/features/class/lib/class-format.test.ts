import { describe, expect, it } from 'vitest';
import {
  addStudent,
  CLASSES_KEY,
  parseClasses,
  serializeClasses,
  type ClassRecord,
  type Student,
} from './class-format';

const record: ClassRecord = {
  id: 'k3j9x2ab',
  label: '8-Б, 25 листопада',
  created: 1764028800000,
  students: [
    { code: '1acbdd', tag: '4821', via: 'scan' },
    { code: '1aaaaa', tag: null, via: 'paper' },
  ],
};

describe('class storage format, version 1', () => {
  it('pins the key and the stored shape', () => {
    expect(CLASSES_KEY).toBe('stezhka:classes');
    expect(JSON.parse(serializeClasses([record]))).toEqual({ v: 2, classes: [record] });
  });

  it('round-trips', () => {
    expect(parseClasses(serializeClasses([record]))).toEqual([record]);
    expect(parseClasses(null)).toEqual([]);
  });

  it.each([
    ['broken JSON', '{"v":1,'],
    ['not an object', '[]'],
    ['no version', '{"classes":[]}'],
    ['a later version', '{"v":3,"classes":[]}'],
    ['classes not a list', '{"v":1,"classes":{}}'],
    ['a bad id', serializeClasses([{ ...record, id: 'a b' }])],
    ['a duplicate id', serializeClasses([record, record])],
    ['a damaged code', serializeClasses([{ ...record, students: [{ code: '1abcde', tag: null, via: 'scan' }] }])],
    [
      'a code of another version',
      serializeClasses([{ ...record, students: [{ code: '2aaaaa', tag: null, via: 'scan' }] }]),
    ],
    ['a bad tag', serializeClasses([{ ...record, students: [{ code: '1aaaaa', tag: '12', via: 'scan' }] }])],
    [
      'an unknown way in',
      JSON.stringify({ v: 1, classes: [{ ...record, students: [{ code: '1aaaaa', tag: null, via: 'email' }] }] }),
    ],
    ['a name smuggled in as the label', serializeClasses([{ ...record, label: 'x'.repeat(61) }])],
    ['a missing date', JSON.stringify({ v: 1, classes: [{ ...record, created: 'yesterday' }] })],
  ])('finds %s unreadable', (_name, raw) => {
    expect(parseClasses(raw)).toBeNull();
  });
});

describe('addStudent: who counts', () => {
  const scanned = (code: string, tag: string | null): Student => ({ code, tag, via: 'scan' });

  it('counts a tagged code once: the same phone twice is one student', () => {
    const first = addStudent([], scanned('1acbdd', '4821'));
    expect(first.outcome).toEqual({ added: true, number: 1, sameCodeBefore: false });
    const again = addStudent(first.students, { code: '1acbdd', tag: '4821', via: 'code' });
    expect(again.outcome).toEqual({ added: false, number: 1 });
    expect(again.students).toHaveLength(1);
  });

  it('counts two students with the same answers and their own tags as two', () => {
    const one = addStudent([], scanned('1acbdd', '4821'));
    const two = addStudent(one.students, scanned('1acbdd', '0007'));
    expect(two.outcome).toEqual({ added: true, number: 2, sameCodeBefore: true });
  });

  it('takes a plain code scanned again for the same QR code; typed or from paper, each counts', () => {
    const one = addStudent([], scanned('1aaaaa', null));
    expect(addStudent(one.students, scanned('1aaaaa', null)).outcome).toEqual({ added: false, number: 1 });
    const typed = addStudent(one.students, { code: '1aaaaa', tag: null, via: 'code' });
    expect(typed.outcome).toEqual({ added: true, number: 2, sameCodeBefore: true });
    const paper = addStudent(typed.students, { code: '1aaaaa', tag: null, via: 'paper' });
    expect(paper.outcome).toEqual({ added: true, number: 3, sameCodeBefore: true });
  });

  it('does not count a plain code scanned when the class holds it from typing or paper (0017)', () => {
    const typed = addStudent([], { code: '1aaaaa', tag: null, via: 'code' });
    expect(addStudent(typed.students, scanned('1aaaaa', null)).outcome).toEqual({ added: false, number: 1 });
    const paper = addStudent([], { code: '1bbbbb', tag: null, via: 'paper' });
    expect(addStudent(paper.students, scanned('1bbbbb', null)).outcome).toEqual({ added: false, number: 1 });
  });
});
