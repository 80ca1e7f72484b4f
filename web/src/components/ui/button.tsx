/**
 * The one button of the interface (decision 034): a native <button>, `type="button"` unless told,
 * in one of a few variants and sizes. A link that looks like a button takes the same classes from
 * `buttonClass` (it stays a link: it goes somewhere, a button does something). Focus is drawn by the
 * global :focus-visible outline of styles.css, so every variant shows it the same way.
 */
import type { ButtonHTMLAttributes, Ref } from 'react';

const BASE = 'items-center justify-center gap-1.5 rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS = {
  /** The main action of a screen. */
  primary: 'bg-blue-900 text-white hover:bg-blue-800',
  /** A secondary action: white with a grey border. */
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  /** A brand-coloured outline (the sign-in form's second action, apply a coupon). */
  outline: 'border border-blue-900 bg-white text-blue-900 hover:bg-blue-50',
  /** A light blue action inside a blue or white panel. */
  soft: 'border border-blue-200 bg-blue-50 text-blue-900 hover:bg-blue-100',
  /** An action that removes something, before it is confirmed. */
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
  /** The confirmation of a removal. */
  destructive: 'bg-red-600 text-white hover:bg-red-700',
  /** Chrome without a frame (menus, tool rows, close buttons). */
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  /** An action that reads as a link inside text (show more, expand). */
  link: 'text-blue-800 underline-offset-2 hover:text-blue-950 hover:underline',
} as const;

const SIZES = {
  xs: 'px-2.5 py-1.5 text-xs',
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-5 py-2.5 text-sm',
  /** A square button around an icon (it must carry an aria-label). */
  icon: 'p-1.5',
  /** Text size only, no box: the `link` variant's default. */
  text: 'text-sm',
  /** Nothing: the caller's className sets the box (an icon of another size, a chrome button). */
  none: '',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The whole width of its container. */
  block?: boolean;
  className?: string;
}

/** The classes of a button (for a react-router <Link> or <a> that looks like one). */
export function buttonClass({ variant = 'primary', size, block = false, className = '' }: ButtonStyle = {}): string {
  const box = size ?? (variant === 'link' ? 'text' : 'md');
  return `${block ? 'flex w-full' : 'inline-flex'} ${BASE} ${VARIANTS[variant]} ${SIZES[box]} ${className}`.trim();
}

export type ButtonProps = ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...props} />;
}
