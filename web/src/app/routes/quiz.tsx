import { useLocation } from 'react-router-dom';
import { Quiz } from '@/features/quiz/components/quiz';

export function Component() {
  // A fresh visit to /quiz (say, the header's «Пройти тест» on the results) starts a fresh quiz.
  const { key } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Quiz key={key} />
    </div>
  );
}
