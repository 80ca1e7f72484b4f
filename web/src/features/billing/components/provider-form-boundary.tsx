/** Where Stripe's lazily loaded form is shown (the set-up form and the plan's payment form): its spinner while it loads, a message if it cannot. */
import { Component, Suspense, type ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ui/controls.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { BILLING_TEXTS } from '../messages.ts';

/** Stripe's code failed to download (offline, blocked): say so instead of breaking the page. */
class LoadFailure extends Component<{ children: ReactNode; message: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorAlert message={this.props.message} /> : this.props.children;
  }
}

export function ProviderFormBoundary({ failure, children }: { failure: string; children: ReactNode }) {
  const T = useTexts(BILLING_TEXTS);
  return (
    <LoadFailure message={failure}>
      <Suspense fallback={<Spinner label={T.loadingStripe} />}>{children}</Suspense>
    </LoadFailure>
  );
}
