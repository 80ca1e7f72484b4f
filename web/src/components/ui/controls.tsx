/** The error alert area of the billing screens (fields: components/ui/form-fields.tsx; buttons: button.tsx). */
import { Alert } from './form-fields.tsx';

/** The error alert area of the payment screens: announced when a message appears. */
export function ErrorAlert({ message, id }: { message: string | null; id?: string }) {
  return message ? (
    <Alert kind="error" id={id}>
      {message}
    </Alert>
  ) : null;
}
