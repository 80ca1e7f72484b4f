/** The legacy plan as spec §1 words it: the price and what it includes. */
import { CheckItem } from '../../../../components/ui/page-sections.tsx';
import { PROFESSIONAL_PLAN } from '../../../../../../schema/pricing.ts';
import { useLocale, useTexts } from '../../../../i18n/locale.tsx';
import { PLAN_FEATURES_TEXTS, SUBSCRIPTION_TEXTS } from '../messages.ts';

export function PlanFeatures() {
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const features = useTexts(PLAN_FEATURES_TEXTS);
  const { format } = useLocale();
  return (
    <section aria-labelledby="plan-features-heading" className="rounded-xl border border-blue-100 bg-blue-50 p-5 text-blue-950 sm:p-6">
      <h2 id="plan-features-heading" className="text-lg font-bold">
        {T.planName}
      </h2>
      <p className="mt-1 text-3xl font-black tracking-tight text-blue-900">{T.planPrice(format.filsShort(PROFESSIONAL_PLAN.priceFils))}</p>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-blue-800">{T.featuresTitle}</h3>
      <ul className="mt-3 space-y-2.5 text-slate-800">
        {features.map((feature) => (
          <CheckItem key={feature}>{feature}</CheckItem>
        ))}
      </ul>
    </section>
  );
}
