import { describe, expect, it } from 'vitest';
import { outcomeMessage, refusalMessage } from './count-code';

describe('what the adviser is told', () => {
  it('keeps «учень № N» on one line (a non-breaking space on both sides of the number)', () => {
    expect(outcomeMessage({ added: true, number: 4, sameCodeBefore: false })).toEqual({
      tone: 'counted',
      text: 'Зараховано: учень\u00A0№\u00A04.',
    });
    // Review 3, A10: «№ 12», and «удруге» rather than «повторно не зараховуємо» after «зараховано».
    expect(outcomeMessage({ added: false, number: 12 })).toEqual({
      tone: 'repeat',
      text: 'Цей код уже зараховано (учень\u00A0№\u00A012), удруге його не рахуємо.',
    });
    expect(outcomeMessage({ added: true, number: 5, sameCodeBefore: true }).text).toBe(
      'Зараховано: учень\u00A0№\u00A05. Такі самі відповіді вже були; якщо це помилка, приберіть зайвого учня зі списку нижче.',
    );
  });

  it('says a scanned text that is not a code is not a Стежка code, and a typed one what to check', () => {
    expect(refusalMessage({ kind: 'foreign' }, 'scan').text).toBe('Це не код результату Стежки: нічого не зараховано.');
    expect(refusalMessage({ kind: 'damaged' }, 'code').text).toMatch(/^У\u00A0коді бракує знаків/);
  });
});
