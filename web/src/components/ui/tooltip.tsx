import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/config/ui';
import { cn } from '@/lib/cn';

// Shared by every tooltip, so moving from one trigger to the next skips the delay.
let lastClosedAt = Number.NEGATIVE_INFINITY;

interface TooltipProps {
  content: string;
  /** The trigger; it must be focusable so keyboard users get the tooltip too. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  className?: string;
}

/**
 * A small tooltip with the spec's delays. Radix's tooltip brings a positioning engine
 * (≈10 KB gzip) into every page for one badge; this one is CSS-positioned.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
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

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        role="tooltip"
        id={id}
        className={cn(
          'absolute top-full left-1/2 z-50 mt-2 w-max max-w-60 -translate-x-1/2 rounded-md bg-slate-900 px-3 py-1.5 text-xs font-normal text-white shadow-lg',
          open ? 'block' : 'hidden',
          className,
        )}
      >
        {content}
      </span>
    </span>
  );
}
