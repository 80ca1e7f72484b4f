/** The promo code box of /subscribe: a labelled input and 'Apply'; locked, reading 'Applied', once a coupon is in. */
import { useId, useState, type FormEvent } from 'react';
import type { AppliedCoupon } from '../use-subscription-checkout.ts';
import { useTexts } from '../../../../i18n/locale.tsx';
import { useBillingText } from '../../localize.ts';
import { SUBSCRIPTION_TEXTS } from '../messages.ts';
import { Button } from '../../../../components/ui/button.tsx';

export function CouponBox({
  applied,
  applying,
  disabled,
  onApply,
}: {
  applied: AppliedCoupon | null;
  applying: boolean;
  disabled: boolean;
  onApply: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const T = useTexts(SUBSCRIPTION_TEXTS);
  const localized = useBillingText();
  const inputId = useId();
  const statusId = useId();
  const locked = applied !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!locked && !applying) onApply(text);
  };

  return (
    <form onSubmit={submit} aria-label={T.promoFormLabel} noValidate className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {T.promoLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="coupon"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={locked ? applied.code : text}
          onChange={(e) => setText(e.target.value)}
          readOnly={locked}
          aria-readonly={locked || undefined}
          aria-describedby={locked ? statusId : undefined}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm uppercase tracking-wide text-slate-900 shadow-sm read-only:bg-slate-100 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30"
        />
        <Button type="submit" disabled={locked || applying || disabled} variant="outline" className="flex-none">
          {locked ? T.applied : applying ? T.applying : T.apply}
        </Button>
      </div>
      {locked && (
        <p id={statusId} className="text-sm font-medium text-emerald-700">
          {T.couponAppliedText(applied.code, localized(applied.discount))}
        </p>
      )}
    </form>
  );
}
