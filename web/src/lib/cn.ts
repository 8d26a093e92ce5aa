import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge (8 KB gzip on every page): components put the
 * caller's classes last and callers don't pass utilities that fight the defaults.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
