import { cloneElement, useEffect, useId, useRef, useState, type PointerEvent, type ReactElement } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/config/ui';
import { cn } from '@/lib/cn';

// Shared by every tooltip, so moving from one trigger to the next skips the delay.
let lastClosedAt = Number.NEGATIVE_INFINITY;

export type TooltipSide = 'bottom' | 'bottom-end' | 'left';

const SIDE_CLASS: Record<TooltipSide, string> = {
  bottom: 'top-full left-1/2 mt-2 -translate-x-1/2',
  'bottom-end': 'top-full right-0 mt-2',
  left: 'top-1/2 right-full mr-2 -translate-y-1/2',
};

/**
 * The open state and event handlers of a tooltip with the spec's delays (700 ms, 300 ms skip).
 * For triggers that can't be wrapped in an element (a `<summary>` must stay the first child
 * of its `<details>`): spread `triggerProps` on the trigger and put `<TooltipBubble>` inside it.
 */
export function useTooltip() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = () => {
    window.clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (skip) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    if (open) lastClosedAt = performance.now();
    setOpen(false);
  };

  const triggerProps = {
    // A finger has no hover: a tap shows no tooltip (as Radix does).
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') show();
    },
    onPointerLeave: hide,
    // A click does what the button says; the tooltip makes way.
    onPointerDown: hide,
    onFocus: show,
    onBlur: hide,
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Escape') hide();
    },
  };
  return { id, open, triggerProps };
}

interface TooltipBubbleProps {
  id: string;
  open: boolean;
  content: string;
  side?: TooltipSide;
  className?: string;
  /** False when the bubble only repeats the trigger's name: then it is hidden from screen readers. */
  describes?: boolean;
}

export function TooltipBubble({ id, open, content, side = 'bottom', className, describes = true }: TooltipBubbleProps) {
  return (
    <span
      role="tooltip"
      id={id}
      aria-hidden={describes ? undefined : true}
      className={cn(
        'pointer-events-none absolute z-50 w-max max-w-60 rounded-md bg-slate-900 px-3 py-1.5 text-xs font-normal whitespace-normal text-white normal-case shadow-lg print:hidden',
        SIDE_CLASS[side],
        open ? 'block' : 'hidden',
        className,
      )}
    >
      {content}
    </span>
  );
}

interface TooltipProps {
  content: string;
  /** The trigger; it must be focusable so keyboard users get the tooltip too. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: TooltipSide;
  className?: string;
  /**
   * Classes of the wrapper, e.g. to position it instead of the trigger; without them it is
   * `relative`. (Both `relative` and `absolute` on one element: the stylesheet's order, not the
   * class list's, decides, and `relative` won — the dialogs' close buttons fell to the bottom.)
   */
  wrapperClassName?: string;
  /**
   * Whether the tooltip describes the trigger. Leave it off (false) when the tooltip only
   * repeats an icon button's name, so screen readers don't hear the name twice.
   */
  describes?: boolean;
}

/**
 * A small tooltip with the spec's delays. Radix's tooltip brings a positioning engine
 * (≈10 KB gzip) into every page for one badge; this one is CSS-positioned.
 */
export function Tooltip({ content, children, side, className, wrapperClassName, describes = true }: TooltipProps) {
  const { id, open, triggerProps } = useTooltip();
  return (
    <span className={cn('inline-flex', wrapperClassName ?? 'relative')} {...triggerProps}>
      {describes ? cloneElement(children, { 'aria-describedby': id }) : children}
      <TooltipBubble id={id} open={open} content={content} side={side} className={className} describes={describes} />
    </span>
  );
}
