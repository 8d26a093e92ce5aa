import { INTEREST_TYPES } from '@/data/interest-types';
import { PROFESSION_NAMES } from '@/data/profession-names';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
import { RIASEC } from '@/data/riasec';
import { strongestTypes } from '@/lib/interests/strongest';
import { typeList } from '@/lib/interests/type-list';
import type { InterestScores } from '@/lib/interests/scores';
import { recommend } from '@/lib/quiz-code/recommend';
import { decodeAnswers } from '@/lib/quiz-code/share-code';
import type { SubjectsChoice } from '@/lib/subjects/choice-format';
import { SCHOOL_SUBJECTS } from '@/data/school-subjects';
import { subjectNames } from '@/lib/subjects/leaning';

/** A quiz result in a line: its three professions. */
export function quizInWords(code: string): string {
  const answers = decodeAnswers(code);
  return answers
    ? recommend(answers)
        .professions.map((name) => RECOMMENDATION_NAMES_UK[name])
        .join(', ')
    : '';
}

/** A profile in a line: its strongest types, or that none stands out. */
export function interestsInWords(scores: InterestScores): string {
  const strongest = strongestTypes(scores);
  return strongest.kind === 'types'
    ? `${strongest.types.length === 1 ? 'найсильніший тип' : 'найсильніші типи'} — ${typeList(strongest.types.map((t) => t.type))}`
    : 'жоден тип не виділяється';
}

export const professionName = (id: string): string => PROFESSION_NAMES[id]?.nameUk ?? id;

/** A profile in numbers, for telling two apart: «практичний 12, дослідницький 20, …». */
export const interestsInNumbers = (scores: InterestScores): string =>
  RIASEC.map((type, i) => `${INTEREST_TYPES[type].name.toLowerCase()} ${scores[i]}`).join(', ');

/** A choice of subjects in a line: «улюблені — біологія, хімія; важкі — математика». */
export const subjectsInWords = ({ liked, hard }: SubjectsChoice): string =>
  hard.length > 0
    ? `улюблені — ${subjectNames(SCHOOL_SUBJECTS, liked)}; важкі — ${subjectNames(SCHOOL_SUBJECTS, hard)}`
    : `улюблені — ${subjectNames(SCHOOL_SUBJECTS, liked)}`;
