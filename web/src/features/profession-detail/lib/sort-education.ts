import type { EducationItem } from '@/data/types';

/** docs/product.md#detail-page: mandatory requirements first; within each group the data's order is kept. */
export function sortEducation(items: readonly EducationItem[]): EducationItem[] {
  return [...items.filter((item) => item.mandatory), ...items.filter((item) => !item.mandatory)];
}
