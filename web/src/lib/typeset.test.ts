import { describe, expect, it } from 'vitest';
import { NBSP, typeset, uk } from './typeset';

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

  // Review T4: «доплату 20 % окладу» had the space before 20 fixed and the one before % free.
  it('keeps a percent sign with its number, not the number with the word before it', () => {
    expect(show(typeset('доплату 20 % посадового окладу'))).toBe('доплату 20␣% посадового окладу');
    expect(show(typeset('рівень 85 %'))).toBe('рівень 85␣%');
  });

  // Copy review 4, T1: «C1» or the field letter «D» could end a line, away from its name.
  it('keeps a Latin code of the specialty list with its name', () => {
    expect(show(typeset('на спеціальність C1 «Економіка», галузь знань D «Бізнес»'))).toBe(
      'на спеціальність C1␣«Економіка», галузь знань D␣«Бізнес»',
    );
    expect(show(typeset('F2 Інженерія, G14 «Деревообробні»'))).toBe('F2␣Інженерія, G14␣«Деревообробні»');
    expect(show(typeset('Python і SQL, STEM-профіль, O*NET'))).toBe('Python і␣SQL, STEM-профіль, O*NET');
  });

  it('uses the typographic apostrophe inside Ukrainian words and «» quotes', () => {
    expect(typeset(`обов'язки, "Середня освіта"`)).toBe('обов’язки, «Середня освіта»');
    expect(typeset('кар\u02BCєра'), 'the modifier letter some layouts type').toBe('кар’єра');
    expect(typeset(`don't`)).toBe(`don't`);
  });

  it('joins a one-letter word to the next word across a line break', () => {
    expect(show(typeset('в\n    школі'))).toBe('в␣школі');
  });

  it('is idempotent', () => {
    const once = typeset('Обери в старшій школі STEM-профіль - і вступай у 2026 році на F2 «Інженерію»');
    expect(typeset(once)).toBe(once);
  });
});

// Review T1–T3, T5: texts React joins at run time kept their plain spaces.
describe('uk, for texts joined at run time', () => {
  it('keeps a number to the words on both sides where the pieces meet', () => {
    const phase = 1;
    expect(show(uk`Етап ${phase}`)).toBe('Етап␣1');
    expect(show(uk`Крок ${2}. `)).toBe('Крок␣2. ');
    expect(show(uk`Назва має бути не довшою за ${80} символів`)).toBe('Назва має бути не довшою за␣80␣символів');
    expect(show(uk`з${NBSP}${15} ${'кроків'}`)).toBe('з␣15␣кроків');
    expect(show(uk`${85} %`)).toBe('85␣%');
    expect(show(uk`${1} з${NBSP}${5}`)).toBe('1␣з␣5');
  });

  it('joins words as they are, and changes nothing twice', () => {
    expect(uk`Мій прогрес: ${'Учитель'}`).toBe('Мій прогрес: Учитель');
    expect(uk`«${'Працюю з людьми'}».`).toBe('«Працюю з людьми».');
    const once = uk`Пройдено ${3} з${NBSP}${12} ${'кроків'}`;
    expect(uk`${once}`).toBe(once);
  });
});

// The pieces of a uk`…` template are typeset in the sources, « — » and « з » included, so the
// joined text keeps every rule.
describe('uk templates in the sources', () => {
  it('get every piece typeset, even one without a letter', async () => {
    const { typesetSource } = await import('../../scripts/typeset.mjs');
    const source = 'const a = uk`Продовжити: ${name} — ${done} з ${total}`;\nconst b = `${x} — ${y}`;\n';
    const { text } = typesetSource(source, 'x.ts', typeset);
    expect(text).toContain('uk`Продовжити: ${name}\\u00A0— ${done} з\\u00A0${total}`');
    expect(text, 'an untagged template without a letter is no text').toContain('`${x} — ${y}`');
    const done = 5;
    const total = 15;
    expect(show(uk`Продовжити: ${'Учитель'}\u00A0— ${done} з\u00A0${total}`)).toBe('Продовжити: Учитель␣—␣5␣з␣15');
  });
});
