import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const badgeVariants = cva(
  // High contrast paints backgrounds over: the outline keeps a badge a badge.
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap forced-colors:border',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white',
        secondary: 'bg-slate-100 text-slate-800',
        outline: 'border border-slate-300 text-slate-800',
        accent: 'bg-accent-100 text-accent-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
