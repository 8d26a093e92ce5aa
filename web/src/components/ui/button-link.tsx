import type { VariantProps } from 'class-variance-authority';
import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

type ButtonLinkProps = LinkProps & VariantProps<typeof buttonVariants>;

/** A router link that looks like a button: navigation stays a real `<a href>`. */
export function ButtonLink({ className, variant, size, ...props }: ButtonLinkProps) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
