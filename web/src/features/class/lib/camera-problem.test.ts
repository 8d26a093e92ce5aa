import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES } from './camera-problem';

const plain = (text: string) => text.replaceAll('\u00A0', ' ');

describe('what the adviser is told when the camera can’t start (copy review 3)', () => {
  it('E1: never sends the adviser to another device, browser or address without saying the codes stay here', () => {
    // A lesson lives only in the browser that gathered it: a switch starts a second, empty one.
    for (const problem of ['insecure', 'unsupported', 'none'] as const) {
      const text = plain(CAMERA_MESSAGES[problem].text);
      expect(text, problem).toContain('Вводьте коди вручну нижче.');
      expect(text, problem).toMatch(/почати урок .*, але коди, уже зібрані тут, .* не перейдуть\./);
    }
    expect(plain(CAMERA_MESSAGES.none.text)).not.toMatch(/скануйте з телефона/);
  });

  it('A7: «busy» names the camera and the app apart; A8: a browser «не підтримує»', () => {
    expect(plain(CAMERA_MESSAGES.busy.text)).toMatch(/^Нею зараз користується інша програма.*Закрийте ту програму/);
    expect(plain(CAMERA_MESSAGES.unsupported.title)).toBe('Цей браузер не підтримує роботу з камерою');
  });

  it('always leaves typing as the way on', () => {
    for (const [problem, { text }] of Object.entries(CAMERA_MESSAGES))
      expect(plain(text), problem).toMatch(
        /вводьте коди вручну нижче|можна вводити вручну нижче|вводити коди вручну нижче/i,
      );
  });
});
