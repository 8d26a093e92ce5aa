import { professionIdOf } from '@/data/recommendation-ids';
import type { RecommendationName } from '@/data/recommendations';
import type { InterestTable } from '@/lib/interests/interest-table';
import type { ProfessionMatch } from '@/lib/interests/match';
import { recommend } from '@/lib/quiz-code/recommend';
import { decodeAnswers, TAG_SUFFIX } from '@/lib/quiz-code/share-code';

/**
 * Reached from a quiz result (`#q=1acbdd`): where the quiz's three professions and this list
 * agree. The quiz's code came in the address; nothing of it is kept.
 */
export function QuizComparison({
  code,
  table,
  matches,
}: {
  code: string;
  /** Every profession a quiz result can name is in it (the content check holds it). */
  table: InterestTable;
  matches: readonly ProfessionMatch[] | null;
}) {
  const named = (titles: readonly RecommendationName[]) =>
    titles.map((title) => `«${table.find((p) => p.slug === professionIdOf(title))?.name ?? title}»`).join(', ');
  const answers = decodeAnswers(code.replace(TAG_SUFFIX, ''));
  const three = answers && recommend(answers).professions;
  const listed = new Set(matches?.map((m) => m.profession.slug));
  const both = three?.filter((name) => listed.has(professionIdOf(name))) ?? [];
  return (
    <section
      aria-labelledby="comparison-heading"
      className="mt-10 rounded-xl bg-brand-50 p-5 print:mt-2 print:border print:border-slate-400 print:p-1.5 print:text-xs"
    >
      <h2 id="comparison-heading" className="text-xl font-bold print:text-sm">
        Порівняння з&nbsp;тестом на профорієнтацію
      </h2>
      <p className="mt-2 text-slate-800" data-comparison="">
        {!three
          ? 'Результат тесту в посиланні пошкоджений, тож порівняти не вийде.'
          : `Тест порадив: ${named(three)}. ` +
            (!matches
              ? 'У профілі інтересів поки жоден тип не виділяється, тож порівнювати нема з чим.'
              : both.length
                ? `В обох результатах є ${both.length > 1 ? 'ці професії' : 'професія'}: ${named(both)}.`
                : 'Жодна з цих трьох професій не потрапила до списку вище: тест враховує одну відповідь, а тут враховано всі заняття. Варто придивитися до професій з обох списків.')}
      </p>
    </section>
  );
}
