/** The product's name and the disclaimer under every AI answer, in both interface languages. */
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
