import type { LyceumCluster, NextSteps } from '@/data/types';

/** The profiles of each cluster, as a sentence names them. */
const PROFILES_OF: Record<Exclude<LyceumCluster, 'будь-який'>, string> = {
  STEM: 'STEM-профілі',
  'мовно-літературний': 'мовно-літературні профілі',
  'суспільно-гуманітарний': 'суспільно-гуманітарні профілі',
};

/**
 * «Після 9 класу з 2027 року»: first what the reform's sources verify (subjects-facts.md §7 a–c:
 * a lyceum or professional education; at least three profiles; grade 10 adaptive, the profile can
 * change), dated where the page is not dated as a whole; then where students usually go toward
 * this work, said as usual (editorial). Nothing about dates or admission in 2027: the sources do
 * not verify any (decision 0044).
 */
export function AfterGrade9Part({ route, dated }: { route: NonNullable<NextSteps['afterGrade9']>; dated: boolean }) {
  return (
    <>
      <p data-reform-facts="">
        {dated ? <>Станом на 2026&nbsp;рік: з&nbsp;2027 року після 9&nbsp;класу</> : <>Після 9&nbsp;класу</>} обирають
        між академічним ліцеєм і&nbsp;професійною освітою (у&nbsp;професійному чи фаховому коледжі або іншому закладі,
        де разом із&nbsp;повною середньою освітою здобувають професію). Ліцей має щонайменше три профілі навчання,
        а&nbsp;10&nbsp;клас&nbsp;— адаптаційний: профіль можна змінити.
      </p>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        {route.lyceum && (
          <li data-route="lyceum">
            {route.lyceum === 'будь-який' ? (
              <>В&nbsp;академічному ліцеї жоден профіль не веде саме до цієї професії: підійде будь-який.</>
            ) : (
              <>В&nbsp;академічному ліцеї до цієї професії зазвичай найближчі {PROFILES_OF[route.lyceum]}.</>
            )}
          </li>
        )}
        {route.college && <li data-route="college">{route.college}</li>}
      </ul>
      <p className="mt-3 text-sm text-slate-600">Які саме профілі є в&nbsp;ліцеї, дізнайся в&nbsp;самому ліцеї.</p>
    </>
  );
}
