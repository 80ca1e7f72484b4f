/** The site chrome's texts (navigation bar, footer, skip link), English with the Arabic beside it (issue 17 item 5). */
import { bilingual } from '../../i18n/bilingual.ts';
import { PRODUCT_NAME } from '../../shared/site.ts';
import { SITE_TEXTS } from '../../shared/site-messages.ts';

export const NAV_TEXT = {
  mainNav: 'Main',
  brand: 'UAE Corporate Tax',
  home: `${PRODUCT_NAME}, home`,
  about: 'About',
  pricing: 'Pricing',
  admin: 'Admin',
  myAccount: 'My Account',
  login: 'Login / Sign Up',
  menu: 'Menu',
} as const;

export const NAV_TEXTS = bilingual(NAV_TEXT, {
  mainNav: 'التنقل الرئيسي',
  brand: 'ضريبة الشركات في الإمارات',
  home: `${SITE_TEXTS.ar.productName}، الصفحة الرئيسية`,
  about: 'نبذة عنا',
  pricing: 'الأسعار',
  admin: 'الإدارة',
  myAccount: 'حسابي',
  login: 'دخول / تسجيل',
  menu: 'القائمة',
});

export const FOOTER_TEXT = {
  /** '© 2026 UAE Corporate Tax Research. For tax research purposes only.' */
  copyright: (year: string) => `© ${year} ${PRODUCT_NAME}. For tax research purposes only.`,
  footerNav: 'Footer',
  about: 'About',
  pricing: 'Pricing',
  developers: 'Developers & API',
  terms: 'Terms',
  privacy: 'Privacy',
  contact: 'Contact',
} as const;

export const FOOTER_TEXTS = bilingual(FOOTER_TEXT, {
  copyright: (year) => `© ${year} ${SITE_TEXTS.ar.productName}. لأغراض البحث الضريبي فقط.`,
  footerNav: 'تذييل الصفحة',
  about: 'نبذة عنا',
  pricing: 'الأسعار',
  developers: 'للمطورين والواجهة البرمجية',
  terms: 'الشروط',
  privacy: 'الخصوصية',
  contact: 'اتصل بنا',
});

export const APP_LAYOUT_TEXT = {
  skipToContent: 'Skip to content',
} as const;

export const APP_LAYOUT_TEXTS = bilingual(APP_LAYOUT_TEXT, {
  skipToContent: 'انتقل إلى المحتوى',
});
