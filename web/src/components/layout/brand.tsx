import { Link } from 'react-router-dom';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';

export function Brand() {
  return (
    <span className="flex items-center gap-2">
      <Link to={paths.home.href()} className="flex items-center gap-2 rounded-md text-xl font-bold text-brand-900">
        <img src="/favicon.svg" alt="" width="28" height="28" />
        Стежка
      </Link>
      <Tooltip content="Демоверсія: те, що ти додаси, ніде не зберігається">
        <span
          tabIndex={0}
          className="cursor-help rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800 forced-colors:border"
        >
          демо
        </span>
      </Tooltip>
    </span>
  );
}
