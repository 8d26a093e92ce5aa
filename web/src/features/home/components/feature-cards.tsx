import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CompassIcon, MapIcon, SearchIcon } from '@/components/ui/icons';

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <CompassIcon />,
    title: 'Тест на профорієнтацію',
    text: 'П’ять запитань про те, що тобі до душі, — і три професії, з яких варто почати знайомство.',
  },
  {
    icon: <SearchIcon />,
    title: 'Каталог професій',
    text: 'Чим займаються фахівці, які навички й освіта їм потрібні і який на них попит.',
  },
  {
    icon: <MapIcon />,
    title: 'Кар’єрні карти',
    text: 'Покрокові плани: що робити в школі, куди вступати й як здобути перший досвід.',
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
        Усе для впевненого вибору
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <Card className="h-full">
              <CardHeader>
                <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800 [&_svg]:size-6">
                  {feature.icon}
                </span>
                <CardTitle>{feature.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-slate-700">{feature.text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
