import { describe, expect, it } from 'vitest';
import lines from 'virtual:content/lines';
import profiles from 'virtual:content/profiles';

const plain = (text: string | null | undefined) => (text ?? '').replaceAll('\u00A0', ' ');
const profile = (id: string) => {
  const found = profiles[id];
  if (!found) throw new Error(`no profile for ${id}`);
  return { ...found, work: plain(found.work), afterGrade9: plain(found.afterGrade9), afterSchool: plain(found.afterSchool) };
};

describe('the profession cards after copy review 5', () => {
  // E5: the team's fact base (outside this repository: professions-facts.md §19 and §17) gives
  // college as one way among others, not the usual one.
  it('E5: a QA card does not send a student to a factory’s quality control as the usual way in', () => {
    const { afterGrade9 } = profile('quality-assurance-specialist');
    expect(afterGrade9).toBe(
      'Можна вступити до фахового коледжу, де готують техніків з контролю якості продукції, але тестувальниками програм найчастіше стають після бакалаврату або ІТ-курсів.',
    );
  });

  it('E5: a sales representative’s card says that many such posts need no diploma', () => {
    const { afterGrade9 } = profile('sales-representative');
    expect(afterGrade9).toMatch(/^Можна вступити до фахового коледжу/);
    expect(afterGrade9).toContain('на багатьох таких посадах диплома зазвичай не вимагають');
  });

  it('A16: official names stay unchanged in their quotes, after the generic word', () => {
    expect(profile('medical-doctor').afterSchool).toContain(
      'на спеціальності «Медицина», «Педіатрія» чи «Стоматологія».',
    );
    expect(profile('online-tutor').afterSchool).toContain('на спеціальність «Середня освіта» з предмета');
  });

  it('A16: the other slips are gone', () => {
    expect(plain(lines['Editor'])).toBe('Робить тексти кращими: поліпшує стиль, виправляє помилки, вирішує, що й коли публікувати.');
    expect(profile('carpenter').work).toContain('та на деревообробних верстатах');
    expect(plain(lines['Nonprofit Worker'])).toContain('шукає для них гроші та волонтерів');
    expect(profile('healthcare-professional').work).not.toContain('аптек');
  });
});
