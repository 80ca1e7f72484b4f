/** The test card provider's card number, expiry and CVC fields, shared by the card set-up and the plan's payment. */
import { useState } from 'react';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { BILLING_TEXTS } from '../messages.ts';

export interface TestCardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** 'MM/YY' or 'MM/YYYY' → month and year; null while incomplete. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  return { expMonth: Number(m[1]), expYear: Number(m[2]) };
}

export interface EnteredTestCard {
  cardNumber: string;
  cvc: string;
  expMonth: number;
  expYear: number;
}

/** The fields' state, and the card as the provider's confirm call takes it (null while the expiry is incomplete). */
export function useTestCard() {
  const [values, setValues] = useState<TestCardValues>({ cardNumber: '', expiry: '', cvc: '' });
  const onChange = (field: keyof TestCardValues, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const entered = (): EnteredTestCard | null => {
    const exp = parseExpiry(values.expiry);
    return exp ? { cardNumber: values.cardNumber, cvc: values.cvc.trim(), ...exp } : null;
  };
  return { values, onChange, entered };
}

/** Card numbers, expiry dates and CVCs are written left to right, also in the Arabic interface. */
export function TestCardFields({ values, onChange }: { values: TestCardValues; onChange: (field: keyof TestCardValues, value: string) => void }) {
  const T = useTexts(BILLING_TEXTS);
  return (
    <>
      <TextField
        mono
        label={T.cardNumber}
        dir="ltr"
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        required
        value={values.cardNumber}
        onChange={(e) => onChange('cardNumber', e.target.value)}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField mono label={T.expiry} dir="ltr" name="exp-date" autoComplete="cc-exp" placeholder={T.expiryPlaceholder} maxLength={7} required value={values.expiry} onChange={(e) => onChange('expiry', e.target.value)} />
        <TextField mono label={T.cvc} dir="ltr" name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} required value={values.cvc} onChange={(e) => onChange('cvc', e.target.value)} />
      </div>
    </>
  );
}
