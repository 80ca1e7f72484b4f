import { useEffect } from 'react';
import { useTexts } from '../i18n/locale.tsx';
import { SITE_TEXTS } from './site-messages.ts';

/** The tab's title: the page's own, then the product's name in the interface language. */
export function useDocumentTitle(title: string | null | undefined) {
  const { productName } = useTexts(SITE_TEXTS);
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName;
  }, [title, productName]);
}
