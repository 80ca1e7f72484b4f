/** Small layout pieces shared by the marketing pages (about, pricing). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const primaryLinkClass =
  'inline-flex items-center justify-center rounded-md bg-amber-400 px-5 py-3 font-semibold text-blue-950 shadow-sm hover:bg-amber-300';
export const secondaryLinkClass =
  'inline-flex items-center justify-center rounded-md border border-white/40 px-5 py-3 font-semibold text-white hover:bg-white/10';
export const brandLinkClass = 'inline-flex items-center justify-center rounded-md bg-blue-900 px-5 py-3 font-semibold text-white shadow-sm hover:bg-blue-800';
export const textLinkClass = 'font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950';

/** A page section with an h2 that labels it. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className = '',
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 ${className}`}>
      <div className="max-w-3xl">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-amber-800">{eyebrow}</p>}
        <h2 id={`${id}-heading`} className="mt-1 text-2xl font-bold tracking-tight text-blue-950 sm:text-3xl">
          {title}
        </h2>
        {intro && <div className="mt-3 text-base text-slate-600 sm:text-lg">{intro}</div>}
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}

/** The dark brand hero at the top of a marketing page; holds the page's only h1. */
export function Hero({ eyebrow, title, children }: { eyebrow: string; title: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-br from-blue-950 via-blue-900 to-blue-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:py-24">
        <p className="inline-block rounded-full bg-amber-400/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-amber-300 ring-1 ring-amber-400/40">
          {eyebrow}
        </p>
        <h1 className="mt-4 max-w-4xl text-3xl font-black tracking-tight sm:text-4xl md:text-5xl xl:text-6xl">{title}</h1>
        <div className="mt-5 max-w-3xl text-base text-blue-100 sm:text-lg">{children}</div>
      </div>
    </div>
  );
}

export function CheckItem({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2.5">
      <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none text-emerald-600" aria-hidden="true">
        <path d="M5 10.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{children}</span>
    </li>
  );
}

export function InternalLink({ to, children, className = textLinkClass }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
