/** The error alert area and the button styles of the billing screens (fields: components/ui/form-fields.tsx). */
import { Alert } from './form-fields.tsx';

/** The error alert area of the payment screens: announced when a message appears. */
export function ErrorAlert({ message, id }: { message: string | null; id?: string }) {
  return message ? (
    <Alert kind="error" id={id}>
      {message}
    </Alert>
  ) : null;
}

export const primaryButton = 'inline-flex items-center justify-center rounded-md bg-blue-900 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60';
export const secondaryButton = 'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60';
export const dangerButton = 'inline-flex items-center justify-center rounded-md border border-red-200 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60';
