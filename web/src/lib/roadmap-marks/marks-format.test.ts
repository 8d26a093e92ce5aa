import { describe, expect, it } from 'vitest';
import { PROFESSION_DETAIL_LOADERS } from '@/data/profession-details';
import { countDone, mergeMarks, parseMarks, serializeMarks } from './marks-format';

describe('parseMarks', () => {
  it('reads version 1 and what serializeMarks writes', () => {
    const marks = { 'software-engineer': ['python', 'nmt'], teacher: ['tutor'] };
    expect(parseMarks(serializeMarks(marks))).toEqual(marks);
    expect(parseMarks('{"v":1,"marks":{"teacher":["tutor","tutor"]}}')).toEqual({ teacher: ['tutor'] });
  });

  it('has nothing stored as no marks', () => {
    expect(parseMarks(null)).toEqual({});
  });

  it('refuses what it cannot read: broken JSON, another shape, an unknown version, odd ids', () => {
    for (const raw of [
      '{"v":1,"marks":',
      'null',
      '"text"',
      '[]',
      '{"marks":{}}',
      '{"v":2,"marks":{}}',
      '{"v":1,"marks":[]}',
      '{"v":1,"marks":{"teacher":"tutor"}}',
      '{"v":1,"marks":{"teacher":[1]}}',
      '{"v":1,"marks":{"teacher":["<script>"]}}',
      '{"v":1,"marks":{"Teacher Of Maths":["tutor"]}}',
    ]) {
      expect(parseMarks(raw), raw).toBeNull();
    }
  });
});

describe('serializeMarks', () => {
  it('writes the current version and leaves out empty roadmaps', () => {
    expect(JSON.parse(serializeMarks({ teacher: [], 'data-scientist': ['nmt'] }))).toEqual({
      v: 1,
      marks: { 'data-scientist': ['nmt'] },
    });
  });
});

describe('mergeMarks and countDone', () => {
  it('adds the link’s marks to mine without repeating any', () => {
    expect(mergeMarks(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('counts only steps the roadmap still has', () => {
    expect(countDone(['a', 'gone', 'c'], ['a', 'b', 'c'])).toBe(2);
  });
});

describe('step ids in the data', () => {
  it.each(Object.keys(PROFESSION_DETAIL_LOADERS))('%s: every step has its own well-formed id', async (id) => {
    const { default: detail } = await PROFESSION_DETAIL_LOADERS[id]!();
    const ids = detail.roadmap.flatMap((phase) => phase.steps.map((step) => step.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const stepId of ids) expect(stepId).toMatch(/^[a-z0-9-]{1,40}$/);
  });
});
