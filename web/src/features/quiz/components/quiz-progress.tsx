import { uk } from '@/lib/typeset';

interface QuizProgressProps {
  /** 1-based number of the current question. */
  current: number;
  total: number;
}

/** docs/product.md#quiz: progress = (index + 1) / total, a native progress bar (styled in index.css). */
export function QuizProgress({ current, total }: QuizProgressProps) {
  return (
    <progress
      aria-label="Прогрес тесту"
      aria-valuetext={uk`Запитання ${current} з\u00A0${total}`}
      value={current}
      max={total}
      className="level-bar h-2"
    />
  );
}
