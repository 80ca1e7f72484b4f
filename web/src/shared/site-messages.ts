/** The product's name, the disclaimer under every AI answer and the collection's counts, in both interface languages. */
import { bilingual } from '../i18n/bilingual.ts';
import { AI_DISCLAIMER, PRODUCT_NAME } from './site.ts';

export const SITE_TEXT = {
  productName: PRODUCT_NAME,
  aiDisclaimer: AI_DISCLAIMER,
} as const;

export const SITE_TEXTS = bilingual(SITE_TEXT, {
  productName: 'منصة أبحاث ضريبة الشركات في الإمارات',
  aiDisclaimer: 'لأغراض البحث الضريبي فقط. استشر دائمًا مستشارًا ضريبيًا مؤهلًا',
});

/** After a count of documents wherever one is shown (issue 27 item 6): how many of them the collection holds the text of. */
export const COLLECTION_TEXT = {
  withFullText: (count: string) => ` (${count} with full text)`,
} as const;

export const COLLECTION_TEXTS = bilingual(COLLECTION_TEXT, {
  withFullText: (count) => ` (${count} منها بنصها الكامل)`,
});
