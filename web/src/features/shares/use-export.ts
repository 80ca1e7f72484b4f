/** One export at a time, its failure told in a toast: what every Export button of a conversation shares. */
import { useMutation } from '../../lib/use-mutation.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { SHARE_TEXTS } from './messages.ts';

export function useExport(): { busy: boolean; run: (work: () => Promise<void>) => Promise<void> } {
  const T = useTexts(SHARE_TEXTS);
  const { language } = useLocale();
  const toast = useToast();
  const { run, busy } = useMutation((work: () => Promise<void>) => work(), {
    errorOf: (e) => {
      // The error's own text is English (a network or server message): the Arabic interface says it in general.
      toast({ title: T.exportFailed, description: e instanceof Error && language === 'en' ? e.message : T.exportFailedFallback, variant: 'destructive' });
      return null;
    },
  });
  return { busy, run };
}
