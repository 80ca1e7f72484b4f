/** The test card provider's card number, expiry and CVC fields, shared by the card set-up and the plan's payment. */
import { useState, type FormEvent } from 'react';
import { SubmitButton, TextField } from '../../../components/ui/form-fields.tsx';
import { useCardConfirmation, type CardConfirmationProps } from './use-card-confirmation.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { BILLING_TEXTS } from '../messages.ts';

export interface TestCardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** 'MM / YY', 'MM/YYYY' or the digits alone ('1230', '122030') → month and year; null while incomplete. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text) ?? /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  return { expMonth: Number(m[1]), expYear: Number(m[2]) };
}

/** The number as typed or pasted (spaces, dashes), grouped in fours as the card prints it: '4242 4242 4242 4242'. */
export function formatCardNumber(text: string): string {
  return (
    text
      .replace(/\D/g, '')
      .slice(0, 19)
      .match(/.{1,4}/g) ?? []
  ).join(' ');
}

/**
 * The expiry as typed, written 'MM / YY' as the digits come: '1230' → '12 / 30', '2' → '02' (no month starts with
 * 2–9). A slash typed after one digit makes it the month ('1/' → '01'). Up to a four-digit year.
 */
export function formatExpiry(text: string): string {
  const slash = /^\s*(\d)\s*\//.exec(text);
  let digits = text.replace(/\D/g, '');
  if (slash || /^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
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
  // Formatted as typed: the number in groups of four, the expiry 'MM / YY'.
  const onChange = (field: keyof TestCardValues, value: string) =>
    setValues((v) => ({
      ...v,
      [field]: field === 'cardNumber' ? formatCardNumber(value) : field === 'expiry' ? formatExpiry(value) : value.replace(/\D/g, '').slice(0, 4),
    }));
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
        <TextField
          mono
          label={T.expiry}
          dir="ltr"
          name="exp-date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={T.expiryPlaceholder}
          maxLength={9}
          required
          value={values.expiry}
          onChange={(e) => onChange('expiry', e.target.value)}
        />
        <TextField
          mono
          label={T.cvc}
          dir="ltr"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          required
          value={values.cvc}
          onChange={(e) => onChange('cvc', e.target.value)}
        />
      </div>
    </>
  );
}

/**
 * The test provider's whole card form, for a set-up and for the plan's payment alike: the fields, the
 * expiry check, one confirmation at a time (`useCardConfirmation`) and the submit button. `confirm` sends the card.
 */
export function TestCardPaymentForm({
  onIncomplete,
  ...props
}: CardConfirmationProps<[EnteredTestCard]> & {
  onIncomplete: () => void;
}) {
  const card = useTestCard();
  const T = useTexts(BILLING_TEXTS);
  const { run, busy } = useCardConfirmation(props);
  const { submitLabel, busyLabel, errorId } = props;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const entered = card.entered();
    if (!entered) {
      onIncomplete();
      return;
    }
    void run(entered);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={T.cardDetails} aria-describedby={errorId} className="space-y-4">
      <TestCardFields values={card.values} onChange={card.onChange} />
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
