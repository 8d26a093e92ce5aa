import type { LyceumCluster } from './types';

/**
 * What the team's fact base (outside this repository: subjects-facts.md §7 a–c) verifies of the
 * 2027 reform: a lyceum or professional education after grade 9; at least three profiles; grade 10
 * adaptive, the profile can change. Nothing about dates or admission in 2027: the sources verify
 * none (decision 0044). One wording for the profession pages and «Моя стежка»; «Мої предмети»
 * says them its own way, with the clusters' names (decision 0045).
 */
const REFORM_FACTS =
  'після 9 класу обирають між академічним ліцеєм і професійною освітою (у професійному чи фаховому коледжі або іншому закладі, де разом із повною середньою освітою здобувають професію). Ліцей має щонайменше три профілі навчання, а 10 клас — адаптаційний: профіль можна змінити.';

/** The reform facts, dated unless the page they are on is dated as a whole. */
export const reformFacts = (dated: boolean): string =>
  dated
    ? `Станом на 2026 рік: з 2027 року ${REFORM_FACTS}`
    : REFORM_FACTS.charAt(0).toUpperCase() + REFORM_FACTS.slice(1);

/** The profiles of each cluster, as a sentence names them. */
export const PROFILES_OF: Readonly<Record<Exclude<LyceumCluster, 'будь-який'>, string>> = {
  STEM: 'STEM-профілі',
  'мовно-літературний': 'мовно-літературні профілі',
  'суспільно-гуманітарний': 'суспільно-гуманітарні профілі',
};

/** Which lyceum profiles are usually nearest to a profession: editorial, so said as usual («зазвичай»). */
export const lyceumRoute = (lyceum: LyceumCluster): string =>
  lyceum === 'будь-який'
    ? 'В академічному ліцеї жоден профіль не веде саме до цієї професії: підійде будь-який.'
    : `В академічному ліцеї до цієї професії зазвичай найближчі ${PROFILES_OF[lyceum]}.`;

/**
 * What a student and their parents may ask a lyceum or a college before choosing
 * («Після 9 класу» in «Моя стежка», decision 0046): questions, so that they claim nothing.
 */
export const ROUTE_QUESTIONS: readonly string[] = [
  'Які профілі у вас будуть і які предмети на кожному вивчатимуть поглиблено?',
  'Як і до якого часу в 10 класі можна змінити профіль, якщо він не підійде?',
  'Які професії у вас можна здобути, скільки триває навчання і де проходить практика?',
  'Як до вас вступити і де потім навчаються чи працюють ваші випускники?',
];

/** What the printed record says it left out of «Після 9 класу» to fit one page (decision 0046). */
export const SHEET_NOTES = {
  grouped: 'У частині «Після 9 класу» професії лише згруповано за шляхами, без пояснень.',
  none: 'У частині «Після 9 класу» шляхи до професій не вмістилися — вони є на сторінці кожної професії.',
  subjectsOnly:
    'У частині «Після 9 класу» залишилися тільки предмети й кластер, до якого вони тяжіють; шляхи до професій, запитання для ліцею чи коледжу й факти про реформу є на цій сторінці на екрані.',
} as const;
