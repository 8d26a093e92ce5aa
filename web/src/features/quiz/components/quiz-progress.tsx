interface QuizProgressProps {
  /** 1-based number of the current question. */
  current: number;
  total: number;
}

/** docs/product.md#quiz: progress = (index + 1) / total, exposed to assistive tech as a progress bar. */
export function QuizProgress({ current, total }: QuizProgressProps) {
  return (
    <div
      role="progressbar"
      aria-label="Прогрес тесту"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={current}
      aria-valuetext={`Запитання ${current} з\u00A0${total}`}
      className="h-2 overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
        style={{ width: `${(current / total) * 100}%` }}
      />
    </div>
  );
}
