/** Who the product is for (spec §1): the two main audiences and the others. */
import { CheckItem } from '../../components/ui/page-sections.tsx';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { estimateMonthlyCost, type UsageCounts } from '../../shared/estimate-cost.ts';
import { AUDIENCES_TEXTS } from './messages.ts';

interface Audience {
  key: 'inHouse' | 'advisors';
  /** An illustrative month of usage, priced on the pricing page. */
  exampleUsage: UsageCounts;
}

/** The audiences' texts are AUDIENCES_TEXT[key]. */
export const AUDIENCES: Audience[] = [
  { key: 'inHouse', exampleUsage: { chats: 10, followups: 5 } },
  { key: 'advisors', exampleUsage: { chats: 30, followups: 20 } },
];

export function Audiences({ showExampleCost = false }: { showExampleCost?: boolean }) {
  const t = useTexts(AUDIENCES_TEXTS);
  const { format } = useLocale();
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        {AUDIENCES.map((a) => {
          const estimate = showExampleCost ? estimateMonthlyCost(a.exampleUsage) : null;
          const texts = t[a.key];
          return (
            <article key={a.key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-blue-950">{texts.title}</h3>
              <p className="mt-2 text-slate-600">{texts.description}</p>
              <ul className="mt-4 space-y-2 text-slate-700">
                {texts.uses.map((u) => (
                  <CheckItem key={u}>{u}</CheckItem>
                ))}
              </ul>
              {estimate && (
                <p className="mt-5 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                  {t.exampleMonth(estimate.chats, estimate.followups, format)} <strong className="text-blue-950">{format.fils(estimate.totalFils)}</strong>
                </p>
              )}
            </article>
          );
        })}
      </div>
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-5 sm:flex sm:items-center sm:gap-4">
        <h3 className="font-semibold text-blue-950">{t.alsoUsedBy}</h3>
        <ul className="mt-2 flex flex-wrap gap-2 sm:mt-0">
          {t.others.map((o) => (
            <li key={o} className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-amber-200">
              {o}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
