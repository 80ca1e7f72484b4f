/**
 * What an answer says to a question about the citator's edges (decisions 012, 039): about delegations (terms.ts
 * `asksAboutDelegation`: "Which decisions implement Article 21?", "Which article does MD 73/2023 implement?") the
 * implementing edges of the articles the question is about, before the quotes of both ends; about cross-references
 * (`asksAboutReferences`: "Which articles refer to Article 50?") the references to and from them. Linked to their
 * articles, in the question's language. Our words, labelled as the citator's, like a status line (./status-lines.ts);
 * a model gets the same lines as a record, not as a passage.
 */
import { passageLabelAr } from '../../../../schema/api/legislation-labels.ts';
import type { PassageLink } from '../retrieval/types.ts';
import { articleLabel, articleUrl, shortTitle, shortTitleAr } from './citations.ts';
import { plainLabel } from './plain-label.ts';
import type { QuestionLanguage } from './question-language.ts';
import type { NumberedPassage } from './types.ts';

type Target = Pick<PassageLink, 'legislationId' | 'title' | 'number'>;

const WORDING = {
  en: {
    label: '**As the citator of this collection records it:**',
    article: (t: Target) => `${articleLabel(t.number)} of ${plainLabel(shortTitle(t.title))}`,
    link: (t: Target) => `[${plainLabel(shortTitle(t.title))}, ${articleLabel(t.number)}](${encodeURI(articleUrl(t.legislationId, t.number))})`,
    join: (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`),
    implementedBy: (article: string, by: string) => `${article} is implemented by ${by}.`,
    implements: (instrument: string, what: string) => `${instrument} implements ${what}.`,
    noneImplementing: (article: string, referring: string) =>
      `No provision of this collection is recorded as implementing ${article}${referring ? `; it is referred to by ${referring}` : ''}.`,
    implementsNone: (instrument: string) => `${instrument} is recorded as implementing no article of this collection.`,
    title: (title: string) => plainLabel(shortTitle(title)),
    referredToBy: (article: string, by: string) => `${article} is referred to by ${by}.`,
    refersTo: (article: string, to: string) => `${article} refers to ${to}.`,
    noReferences: (article: string) => `No article of this collection is recorded as referring to ${article}, nor ${article} to any.`,
    more: (count: number) => `${count} more`,
  },
  ar: {
    label: '**وفق ما يسجّله فهرس الإحالات في هذه المجموعة:**',
    article: (t: Target) => `${passageLabelAr(t.number)} من ${plainLabel(shortTitleAr(t.title))}`,
    link: (t: Target) => `[${plainLabel(shortTitleAr(t.title))}، ${passageLabelAr(t.number)}](${encodeURI(articleUrl(t.legislationId, t.number))})`,
    join: (items: string[]) => items.join(' و'),
    implementedBy: (article: string, by: string) => `${article} تُنفّذها ${by}.`,
    implements: (instrument: string, what: string) => `${instrument} يُنفّذ ${what}.`,
    noneImplementing: (article: string, referring: string) => `لا يُسجَّل في هذه المجموعة حكمٌ يُنفّذ ${article}${referring ? `، وتشير إليها ${referring}` : ''}.`,
    implementsNone: (instrument: string) => `لا يُسجَّل أن ${instrument} يُنفّذ مادةً من مواد هذه المجموعة.`,
    title: (title: string) => plainLabel(shortTitleAr(title)),
    referredToBy: (article: string, by: string) => `${article} تشير إليها ${by}.`,
    refersTo: (article: string, to: string) => `${article} تشير إلى ${to}.`,
    noReferences: (article: string) => `لا يُسجَّل في هذه المجموعة ما يشير إلى ${article} ولا ما تشير إليه.`,
    more: (count: number) => `${count} أخرى`,
  },
} as const;

/** What a question asks of the citator: the delegations of what it cites, or the references to and from it. */
export type CitatorAsks = 'delegations' | 'references';

/** Links named in one line at most; the rest are counted (and the document page lists them). */
const MAX_LINKS = 8;

const unique = <T extends Target>(targets: T[]): T[] => [...new Map(targets.map((t) => [`${t.legislationId}#${t.number}`, t])).values()];

/**
 * About delegations, one line per instrument the question is about (its cited passages'): a Law's article and what
 * implements it, or a decision and the articles it implements; about references, one per cited article. None when no
 * passage is cited.
 */
export function citatorLines(passages: readonly NumberedPassage[], asks: CitatorAsks, language: QuestionLanguage): string[] {
  const w = WORDING[language];
  const cited = passages.filter((p) => p.cited);
  if (asks === 'references')
    return labelled(
      w,
      cited.map((p) => referenceLine(p, w)),
    );
  const lines: string[] = [];
  for (const legislationId of [...new Set(cited.map((p) => p.legislationId))]) {
    const own = cited.filter((p) => p.legislationId === legislationId);
    const implementedBy = own.map((p) => ({ p, by: unique(p.links.filter((l) => l.kind === 'implemented_by')) }));
    const implemented = unique(own.flatMap((p) => p.links.filter((l) => l.kind === 'implements')));
    if (implemented.length) lines.push(w.implements(w.title(own[0]!.title), linked(w, implemented)));
    for (const { p, by } of implementedBy) if (by.length) lines.push(w.implementedBy(w.article(p), linked(w, by)));
    if (!implemented.length && implementedBy.every((x) => !x.by.length)) {
      // Nothing recorded: a Law's articles are what decisions implement; a decision is what implements.
      const isLaw = /\blaw\b/i.test(own[0]!.legislation ?? '');
      // What refers to the article from other instruments is said instead: a decision made under it may cite it without the
      // words the citator reads as implementing ("Article (18) of the Corporate Tax Law" in Cabinet Decision No. 100 of 2023).
      const referring = (p: NumberedPassage) => unique(p.links.filter((l) => l.kind === 'referred_to_by' && l.legislationId !== p.legislationId));
      lines.push(isLaw ? own.map((p) => w.noneImplementing(w.article(p), linked(w, referring(p)))).join(' ') : w.implementsNone(w.title(own[0]!.title)));
    }
  }
  return labelled(w, lines);
}

type Wording = (typeof WORDING)[QuestionLanguage];

const labelled = (w: Wording, lines: string[]): string[] => (lines.length ? [`${w.label} ${lines.join(' ')}`, ''] : []);

/** At most MAX_LINKS links, the rest counted. */
function linked(w: Wording, targets: Target[]): string {
  const shown = targets.slice(0, MAX_LINKS).map(w.link);
  return w.join(targets.length > MAX_LINKS ? [...shown, w.more(targets.length - MAX_LINKS)] : shown);
}

/** The references to a cited article and those it makes, other articles of its own instrument included. */
function referenceLine(p: NumberedPassage, w: Wording): string {
  const by = unique(p.links.filter((l) => l.kind === 'referred_to_by' || l.kind === 'implemented_by'));
  const to = unique(p.links.filter((l) => l.kind === 'refers_to' || l.kind === 'implements'));
  if (!by.length && !to.length) return w.noReferences(w.article(p));
  return [by.length ? w.referredToBy(w.article(p), linked(w, by)) : '', to.length ? w.refersTo(w.article(p), linked(w, to)) : ''].filter(Boolean).join(' ');
}

/**
 * The passages with the other ends of the cited ones' delegations (those retrieved) marked as cited too, after them:
 * the answer quotes both ends, each one's opening provision in turn.
 */
export function withDelegationPartners(passages: readonly NumberedPassage[]): NumberedPassage[] {
  const cited = passages.filter((p) => p.cited);
  const ends = new Set(
    cited.flatMap((p) => p.links.filter((l) => l.kind === 'implements' || l.kind === 'implemented_by').map((l) => `${l.legislationId}#${l.number}`)),
  );
  const partners = passages.filter((p) => !p.cited && ends.has(`${p.legislationId}#${p.number}`));
  const rest = passages.filter((p) => !p.cited && !partners.includes(p));
  return [...cited, ...partners.map((p) => ({ ...p, cited: true })), ...rest];
}
