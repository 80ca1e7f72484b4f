/** Who the product is for (spec §1): the two main audiences and the others. */
import { estimateMonthlyCost, type UsageCounts } from '../../lib/estimate-cost.ts';
import { formatFils } from '../../lib/format.ts';
import { CheckItem } from '../../components/ui/page-sections.tsx';

interface Audience {
  key: string;
  title: string;
  description: string;
  uses: string[];
  /** An illustrative month of usage, priced on the pricing page. */
  exampleUsage: UsageCounts;
}

export const AUDIENCES: Audience[] = [
  {
    key: 'in-house',
    title: 'In-house finance, accounting and tax teams',
    description:
      'Answer Corporate Tax questions as they come up in the close, the tax return or a board paper, and keep the article references with your working papers.',
    uses: [
      'Check a treatment against the law before booking it',
      'Understand reliefs, exemptions and elections that apply to your group',
      'Brief management with answers that cite the legislation',
    ],
    exampleUsage: { chats: 10, followups: 5 },
  },
  {
    key: 'advisors',
    title: 'Tax advisors at audit, consulting and law firms',
    description:
      'Research client questions across the Decree-Law, Cabinet Decisions, Ministerial Decisions and FTA Decisions in minutes, then verify each citation against the source text.',
    uses: [
      'Draft memos and opinions from cited provisions',
      'Compare how several decisions interact on one issue',
      'Spend billable hours on judgement, not on finding the text',
    ],
    exampleUsage: { chats: 30, followups: 20 },
  },
];

export const OTHER_AUDIENCES = ['Legal professionals', 'Compliance officers', 'Researchers'];

export function Audiences({ showExampleCost = false }: { showExampleCost?: boolean }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        {AUDIENCES.map((a) => {
          const estimate = showExampleCost ? estimateMonthlyCost(a.exampleUsage) : null;
          return (
            <article key={a.key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-blue-950">{a.title}</h3>
              <p className="mt-2 text-slate-600">{a.description}</p>
              <ul className="mt-4 space-y-2 text-slate-700">
                {a.uses.map((u) => (
                  <CheckItem key={u}>{u}</CheckItem>
                ))}
              </ul>
              {estimate && (
                <p className="mt-5 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                  Example month: {estimate.chats} chats and {estimate.followups} follow-ups ={' '}
                  <strong className="text-blue-950">{formatFils(estimate.totalFils)}</strong>
                </p>
              )}
            </article>
          );
        })}
      </div>
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-5 sm:flex sm:items-center sm:gap-4">
        <h3 className="font-semibold text-blue-950">Also used by</h3>
        <ul className="mt-2 flex flex-wrap gap-2 sm:mt-0">
          {OTHER_AUDIENCES.map((o) => (
            <li key={o} className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-amber-200">
              {o}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
