/** The welcome gift as the copy states it (spec §1: 1 free chat and 2 free follow-ups for every new account). */
import { WELCOME_CREDITS, WELCOME_GIFT_VALUE_FILS } from '../../../schema/pricing.ts';
import { bilingual } from '../i18n/bilingual.ts';
import type { Formatters } from '../i18n/format.ts';
import { useLocale } from '../i18n/locale.tsx';
import { countOf, formatFilsShort } from '../lib/format.ts';

/** '1 free chat and 2 free follow-ups (worth AED 9)'. */
export function welcomeGiftWorth(): string {
  const chats = countOf(WELCOME_CREDITS.chats, 'free chat', 'free chats');
  const followups = countOf(WELCOME_CREDITS.followups, 'free follow-up', 'free follow-ups');
  return `${chats} and ${followups} (worth ${formatFilsShort(WELCOME_GIFT_VALUE_FILS)})`;
}

/** 'Welcome gift: 1 free chat and 2 free follow-ups (worth AED 9) for every new account.' */
export function welcomeGiftLine(): string {
  return `Welcome gift: ${welcomeGiftWorth()} for every new account.`;
}

const WELCOME_GIFT_TEXT = {
  worth: (_format: Formatters) => welcomeGiftWorth(),
  line: (_format: Formatters) => welcomeGiftLine(),
};

/** Arabic counts agree with their noun: one and two by the noun's own forms, 3–10 plural, 11+ singular. */
function arabicWorth(format: Formatters): string {
  const n = (count: number) => format.number(count);
  const chats = format.plural(WELCOME_CREDITS.chats, {
    zero: 'لا محادثات مجانية',
    one: 'محادثة مجانية واحدة',
    two: 'محادثتان مجانيتان',
    few: `${n(WELCOME_CREDITS.chats)} محادثات مجانية`,
    many: `${n(WELCOME_CREDITS.chats)} محادثة مجانية`,
    other: `${n(WELCOME_CREDITS.chats)} محادثة مجانية`,
  });
  const followups = format.plural(WELCOME_CREDITS.followups, {
    zero: 'لا أسئلة متابعة مجانية',
    one: 'سؤال متابعة مجاني واحد',
    two: 'سؤالا متابعة مجانيان',
    few: `${n(WELCOME_CREDITS.followups)} أسئلة متابعة مجانية`,
    many: `${n(WELCOME_CREDITS.followups)} سؤال متابعة مجانيًا`,
    other: `${n(WELCOME_CREDITS.followups)} سؤال متابعة مجاني`,
  });
  return `${chats} و${followups} (بقيمة ${format.filsShort(WELCOME_GIFT_VALUE_FILS)})`;
}

export const WELCOME_GIFT_TEXTS = bilingual(WELCOME_GIFT_TEXT, {
  worth: (format: Formatters) => arabicWorth(format),
  line: (format: Formatters) => `هدية ترحيبية: ${arabicWorth(format)} لكل حساب جديد.`,
});

/** The gift's copy in the interface language: `worth` ('1 free chat and …') and the whole `line`. */
export function useWelcomeGift(): { worth: string; line: string } {
  const { language, format } = useLocale();
  const texts = language === 'ar' ? WELCOME_GIFT_TEXTS.ar : WELCOME_GIFT_TEXTS.en;
  return { worth: texts.worth(format), line: texts.line(format) };
}
