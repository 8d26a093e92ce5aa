import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { DetailCard } from './detail-card';
import { FlagIcon } from './detail-icons';
import { paths } from '@/config/paths';

export function NextStepsCard() {
  return (
    <DetailCard title="Наступні кроки" icon={<FlagIcon />}>
      <div className="grid gap-3">
        <ButtonLink to={paths.quiz.href()} className="w-full">
          Пройти кар'єрний тест
        </ButtonLink>
        <ButtonLink to={paths.search.href()} variant="outline" className="w-full">
          Дослідити більше професій
        </ButtonLink>
        {/* The spec gives this button no behaviour yet. */}
        <Button variant="outline" className="w-full">
          Знайти навчальні ресурси
        </Button>
      </div>
    </DetailCard>
  );
}
