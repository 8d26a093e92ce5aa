import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** What every native dialog shares (the detail page, the teacher code, the class page): a native modal <dialog>, centred, scrolling inside. */
export function NativeDialog({ className, ...props }: ComponentProps<'dialog'>) {
  return (
    <dialog
      closedby="any"
      className={cn(
        'fixed inset-0 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-left text-slate-900 shadow-xl backdrop:bg-slate-950/50',
        className,
      )}
      {...props}
    />
  );
}
