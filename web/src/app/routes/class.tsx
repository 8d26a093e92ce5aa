import { ClassPage } from '@/features/class/components/class-page';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Урок із класом',
    description:
      'Для кар’єрного радника: учні проходять тест на своїх телефонах, а ви без інтернету й реєстрації збираєте їхні результати в підсумок класу.',
  }),
};

export function Component() {
  return <ClassPage />;
}
