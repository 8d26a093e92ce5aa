import { FeatureCards } from '@/features/home/components/feature-cards';
import { ForTeachers } from '@/features/home/components/for-teachers';
import { Hero } from '@/features/home/components/hero';
import { PathSteps } from '@/features/home/components/path-steps';
import { SITE_NAME, type RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: SITE_NAME,
    description:
      'Стежка допомагає школярам обрати професію: короткий тест, каталог професій і покрокові карти від школи до першої роботи.',
  }),
};

export function Component() {
  return (
    <>
      <Hero />
      <FeatureCards />
      <PathSteps />
      <ForTeachers />
    </>
  );
}
