import { pluralUk } from '@/lib/plural-uk';
import { uk } from '@/lib/typeset';

const PROFESSION_FORMS = { one: 'професію', few: 'професії', many: 'професій', other: 'професії' };

/** What the search announces to screen readers: «Знайдено 3 професії». */
export function resultCountText(count: number): string {
  if (count === 0) return 'Не знайдено жодної професії';
  return uk`Знайдено ${count} ${pluralUk(count, PROFESSION_FORMS)}`;
}
