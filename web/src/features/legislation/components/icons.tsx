/**
 * Legislation type icons (Federal Decree-Law, Cabinet Decision, Ministerial Decision,
 * Federal Tax Authority Decision) and chapter icons I–VIII (spec §2: books, people, money,
 * justice, calculator, shield, justice, cycle). Decorative: the text beside them carries the meaning.
 */
import type { ReactNode } from 'react';

function Svg({ children, className = 'h-5 w-5' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const paths = {
  books: <path d="M4 19V5a1 1 0 0 1 1-1h3v16H5a1 1 0 0 1-1-1Zm4 1V4h4v16H8Zm4 0V6l3.5-1 3.5 14-3.5 1L12 8" />,
  people: <path d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9a6 6 0 0 1 12 0M16 11a3 3 0 1 0-1.5-5.6M18 20h3a6 6 0 0 0-4.5-5.8" />,
  money: <path d="M3 7h18v10H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 10v4m12-4v4" />,
  justice: <path d="M12 4v16m-6 0h12M5 8h14M5 8l-3 6a3 3 0 0 0 6 0L5 8Zm14 0-3 6a3 3 0 0 0 6 0l-3-6Z" />,
  calculator: <path d="M6 3h12v18H6zM9 7h6M9 11h.01M12 11h.01M15 11h.01M9 14h.01M12 14h.01M15 14h.01M9 17h.01M12 17h.01M15 17h.01" />,
  shield: <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6l-7-3Z" />,
  cycle: <path d="M20 11a8 8 0 0 0-14.6-4.5M4 4v3h3M4 13a8 8 0 0 0 14.6 4.5M20 20v-3h-3" />,
  decree: <path d="M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h3" />,
  cabinet: <path d="M3 21h18M5 21V10m4 11V10m6 11V10m4 11V10M2 10l10-6 10 6" />,
  ministry: <path d="M4 21V8l8-5 8 5v13M9 21v-6h6v6M9 10h.01M15 10h.01" />,
  authority: <path d="M12 3 4 7v4c0 5 3.5 8.5 8 10 4.5-1.5 8-5 8-10V7l-8-4Zm-3 9 2 2 4-4" />,
} as const;

const CHAPTER_ICONS: Record<string, keyof typeof paths> = {
  I: 'books',
  II: 'people',
  III: 'money',
  IV: 'justice',
  V: 'calculator',
  VI: 'shield',
  VII: 'justice',
  VIII: 'cycle',
};

const TYPE_ICONS: Record<string, keyof typeof paths> = {
  'Federal Decree-Law': 'decree',
  'Cabinet Decision': 'cabinet',
  'Ministerial Decision': 'ministry',
  'Federal Tax Authority Decision': 'authority',
};

/** 'III - Rates, Reliefs and Free Zones' → 'III'. */
export function chapterNumeral(chapter: string | null | undefined): string | null {
  const m = chapter?.match(/^(VIII|VII|VI|IV|V|III|II|I)\b/);
  return m ? m[1]! : null;
}

export function ChapterIcon({ chapter, className }: { chapter: string | null; className?: string }) {
  const key = CHAPTER_ICONS[chapterNumeral(chapter) ?? ''];
  return key ? <Svg className={className}>{paths[key]}</Svg> : null;
}

export function TypeIcon({ type, className }: { type: string | null; className?: string }) {
  const key = TYPE_ICONS[type ?? ''] ?? 'decree';
  return <Svg className={className}>{paths[key]}</Svg>;
}
