import { describe, expect, it } from 'vitest';
import { NBSP, typeset } from './typeset';

const show = (text: string) => text.replaceAll(NBSP, '␣');

describe('typeset', () => {
  it('keeps every one-letter word with the next word, in a row too', () => {
    expect(show(typeset('Вступи в ЗВО і з часом у магістратуру, а я й ти о восьмій'))).toBe(
      'Вступи в␣ЗВО і␣з␣часом у␣магістратуру, а␣я␣й␣ти о␣восьмій',
    );
    expect(show(typeset('В офісі. І далі «у школі» (а не вдома)'))).toBe('В␣офісі. І␣далі «у␣школі» (а␣не вдома)');
  });

  it('leaves one-letter endings of longer words and Latin letters alone', () => {
    expect(typeset('Вона мала ідея, bring a pen')).toBe('Вона мала ідея, bring a pen');
    expect(typeset('Python і SQL')).toBe(`Python і${'\u00A0'}SQL`);
  });

  it('keeps a dash with the word before it and turns a spaced hyphen into a dash', () => {
    expect(show(typeset('Учитель — це покликання'))).toBe('Учитель␣— це покликання');
    expect(show(typeset('школа - університет'))).toBe('школа␣— університет');
    expect(typeset('ІТ-гурток, два-три')).toBe('ІТ-гурток, два-три');
  });

  it('keeps a number with its word, on either side', () => {
    expect(show(typeset('Етап 1, 80 символів, станом на 2026 рік'))).toBe('Етап␣1, 80␣символів, станом на 2026␣рік');
    expect(show(typeset('зазвичай 4 роки, Крок 2.'))).toBe('зазвичай 4␣роки, Крок␣2.');
  });

  it('uses the typographic apostrophe inside Ukrainian words and «» quotes', () => {
    expect(typeset(`обов'язки, "Середня освіта"`)).toBe('обов’язки, «Середня освіта»');
    expect(typeset(`don't`)).toBe(`don't`);
  });

  it('joins a one-letter word to the next word across a line break', () => {
    expect(show(typeset('в\n    школі'))).toBe('в␣школі');
  });

  it('is idempotent', () => {
    const once = typeset('Обери в старшій школі STEM-профіль - і вступай у 2026 році');
    expect(typeset(once)).toBe(once);
  });
});
