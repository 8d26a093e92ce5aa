import { describe, expect, it } from 'vitest';
import { EMPTY_RECORD, parseRecord, serializeRecord } from './record-format';

describe('the record as stored', () => {
  it('reads back what it wrote, and nothing stored as empty', () => {
    const record = { quiz: '1acbdd', kept: ['teacher', 'chef'] };
    expect(parseRecord(serializeRecord(record))).toEqual(record);
    expect(parseRecord(null)).toEqual(EMPTY_RECORD);
  });

  it('cannot read another version, a code of no quiz, an id of no profession, or broken text', () => {
    for (const raw of [
      '{"v":2,"quiz":null,"kept":[]}',
      '{"v":1,"quiz":"1zzzzz","kept":[]}',
      '{"v":1,"quiz":null,"kept":["<b>"]}',
      '{"v":1,"quiz":null}',
      '{"v":1,',
    ])
      expect(parseRecord(raw), raw).toBeNull();
  });
});
