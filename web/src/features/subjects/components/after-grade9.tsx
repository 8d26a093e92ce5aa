import type { SubjectCluster } from '@/data/types';
import { leaningSentence } from '@/lib/subjects/leaning';

/**
 * Which lyceum cluster the liked subjects lean toward, and the other route: only what the team's
 * fact base (outside this repository: subjects-facts.md §7 a–d) marks verified, dated, and nothing
 * about dates or admission (decision 0045).
 */
export function AfterGrade9({ clusters }: { clusters: readonly SubjectCluster[] }) {
  return (
    <section aria-labelledby="subjects-after9-heading" className="mt-10" data-subjects-after9="">
      <h2 id="subjects-after9-heading" className="text-2xl font-bold tracking-tight">
        Після 9 класу
      </h2>
      <p className="mt-2 text-slate-800" data-subjects-cluster="">
        {leaningSentence(clusters)}
      </p>
      <p className="mt-2 text-slate-700">
        Станом на 2026 рік: з 2027 року після 9 класу обирають між академічним ліцеєм і професійною освітою (у
        професійному чи фаховому коледжі). Ліцей має щонайменше три профілі навчання; профілі об’єднують у кластери:
        STEM, мовно-літературний і суспільно-гуманітарний. Десятий клас буде адаптаційним: профіль можна буде змінити.
      </p>
      <p className="mt-2 text-slate-700">
        Інший шлях — професійна освіта: професійний чи фаховий коледж. Які профілі є в найближчому ліцеї і чого навчають
        у коледжі, запитай у них самих.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Який предмет до якого кластера віднести, вирішили ми самі за описами кластерів: це підказка для розмови, а не
        правило.
      </p>
    </section>
  );
}
