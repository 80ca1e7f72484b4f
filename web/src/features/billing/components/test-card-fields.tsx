/** The test card provider's card number, expiry and CVC fields, shared by the card set-up and the plan's payment. */
import { TextField } from '../../../components/ui/form-fields.tsx';
import { BILLING_TEXT as T } from '../messages.ts';

export interface TestCardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export function TestCardFields({ values, onChange }: { values: TestCardValues; onChange: (field: keyof TestCardValues, value: string) => void }) {
  return (
    <>
      <TextField
        mono
        label={T.cardNumber}
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
        <TextField mono label={T.expiry} name="exp-date" autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} required value={values.expiry} onChange={(e) => onChange('expiry', e.target.value)} />
        <TextField mono label={T.cvc} name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} required value={values.cvc} onChange={(e) => onChange('cvc', e.target.value)} />
      </div>
    </>
  );
}
