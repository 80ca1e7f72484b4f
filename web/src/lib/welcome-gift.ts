/** The welcome gift as the copy states it (spec §1: 1 free chat and 2 free follow-ups for every new account). */
import { WELCOME_CREDITS, WELCOME_GIFT_VALUE_FILS } from '../../../schema/pricing.ts';
import { countOf, formatFilsShort } from './format.ts';

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
