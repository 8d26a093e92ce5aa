import { lyceumRoute, reformFacts } from '@/data/after-grade9';
import type { AfterGrade9Route } from '@/data/types';

/**
 * «Після 9 класу з 2027 року»: first what the reform's sources verify (subjects-facts.md §7 a–c:
 * a lyceum or professional education; at least three profiles; grade 10 adaptive, the profile can
 * change), dated where the page is not dated as a whole; then where students usually go toward
 * this work, said as usual (editorial). Nothing about dates or admission in 2027: the sources do
 * not verify any (decision 0044).
 */
export function AfterGrade9Part({ route, dated }: { route: AfterGrade9Route; dated: boolean }) {
  return (
    <>
      <p data-reform-facts="">{reformFacts(dated)}</p>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        {route.lyceum && <li data-route="lyceum">{lyceumRoute(route.lyceum)}</li>}
        {route.college && <li data-route="college">{route.college}</li>}
      </ul>
      <p className="mt-3 text-sm text-slate-600">Які саме профілі є в&nbsp;ліцеї, дізнайся в&nbsp;самому ліцеї.</p>
    </>
  );
}
