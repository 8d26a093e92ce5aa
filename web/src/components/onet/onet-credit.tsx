import { cn } from '@/lib/cn';

/**
 * O*NET's credit line, word for word as its licence asks for it
 * (https://www.onetcenter.org/license_db.html; the team's fact base, outside this repository:
 * interests-facts.md §1.2, subjects-facts.md §6), with the "modified" sentence: every screen that
 * shows O*NET's numbers chose, mapped or compared them.
 */
export function OnetCredit({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-slate-600', className)} lang="en" data-onet-credit="">
      This page includes information from the O*NET 30.2 Database by the U.S. Department of Labor, Employment and
      Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.{' '}
      <span lang="uk">Стежка</span> has modified all or some of this information. USDOL/ETA has not approved, endorsed,
      or tested these modifications.
    </p>
  );
}
