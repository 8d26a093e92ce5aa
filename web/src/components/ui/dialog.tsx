import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';
import { Tooltip } from './tooltip';

/*
 * A modal dialog in the shadcn/ui manner, on Radix: focus moves in and is trapped, Escape
 * and the overlay close it, the page behind is hidden from screen readers and can't scroll.
 * Radix is ~10 KB gzip, so import this only from lazily loaded code.
 *
 * The overlay is a plain element, not Radix's `Dialog.Overlay`: that one locks the page's
 * scrolling by injecting <style> elements, which the CSP refuses (docs/decisions/0002). The
 * lock is a rule in index.css instead, keyed on the overlay's attribute.
 */

/** Marks the overlay of an open modal dialog; index.css stops the page scrolling while it is there. */
const MODAL_OVERLAY_ATTRIBUTE = 'data-modal-overlay';

export const Dialog = DialogPrimitive.Root;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /**
   * The largest width, as a `max-w-*` class (a class, like everywhere here: the CSP refuses style
   * attributes, docs/decisions/0002); on narrow screens the dialog keeps a 1 rem margin each side.
   */
  widthClassName?: string;
  /** Name of the corner close button for screen readers. */
  closeLabel?: string;
};

export function DialogContent({
  widthClassName = 'max-w-lg',
  closeLabel = 'Закрити',
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      {/* pointer-events-auto: while the dialog is open Radix turns pointer events off on <body>. */}
      <div
        {...{ [MODAL_OVERLAY_ATTRIBUTE]: '' }}
        className="pointer-events-auto fixed inset-0 z-50 bg-slate-950/50 transition-opacity duration-150 starting:opacity-0"
      />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl transition duration-150 starting:scale-95 starting:opacity-0',
          widthClassName,
          className,
        )}
        {...props}
      >
        {children}
        <Tooltip content={closeLabel} side="left" describes={false} wrapperClassName="absolute top-3 right-3">
          <DialogPrimitive.Close className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900">
            <CloseIcon className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        </Tooltip>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-xl leading-tight font-bold text-slate-900', className)} {...props} />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-slate-700', className)} {...props} />;
}
