import { FeatureCards } from '@/features/home/components/feature-cards';
import { Hero } from '@/features/home/components/hero';
import { PathSteps } from '@/features/home/components/path-steps';

export function Component() {
  return (
    <>
      <Hero />
      <FeatureCards />
      <PathSteps />
    </>
  );
}
