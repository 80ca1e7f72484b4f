/**
 * The cost calculator's arithmetic (spec §5 "Cost calculator", §9 "Calculator"), in integer
 * fils (AED 1 = 100 fils) so no rounding ever creeps into the figures. Prices and the welcome
 * gift come from schema/pricing.ts.
 */
import { PRICE_FILS, WELCOME_CREDITS } from '../../../schema/pricing.ts';

/** Spec §9: the calculator opens on 10 chats and 5 follow-ups. */
export const CALCULATOR_DEFAULTS = { chats: 10, followups: 5 } as const;
/** Spec §5: the sliders run 0 to 50 ('50+') and 0 to 100 ('100+'). */
export const CHATS_SLIDER_MAX = 50;
export const FOLLOWUPS_SLIDER_MAX = 100;

export interface UsageCounts {
  chats: number;
  followups: number;
}

export interface CostEstimate {
  chats: number;
  followups: number;
  chatsFils: number;
  followupsFils: number;
  /** The monthly estimate: chats × AED 5 + follow-ups × AED 2. */
  totalFils: number;
  /** The first month, with the welcome gift (at most 1 chat and 2 follow-ups free). */
  firstMonth: {
    freeChats: number;
    freeFollowups: number;
    giftFils: number;
    totalFils: number;
  };
}

/** A whole number of 0 or more (and small enough to stay exact). */
export function isWholeCount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}

/** The number typed into a calculator field, or null when it is not a whole number ≥ 0. */
export function parseWholeCount(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return isWholeCount(n) ? n : null;
}

/** The estimate, or null unless both counts are whole numbers ≥ 0 (spec §5). */
export function estimateMonthlyCost({ chats, followups }: UsageCounts): CostEstimate | null {
  if (!isWholeCount(chats) || !isWholeCount(followups)) return null;
  const chatsFils = chats * PRICE_FILS.chat;
  const followupsFils = followups * PRICE_FILS.followup;
  const totalFils = chatsFils + followupsFils;
  const freeChats = Math.min(chats, WELCOME_CREDITS.chats);
  const freeFollowups = Math.min(followups, WELCOME_CREDITS.followups);
  const giftFils = freeChats * PRICE_FILS.chat + freeFollowups * PRICE_FILS.followup;
  return {
    chats,
    followups,
    chatsFils,
    followupsFils,
    totalFils,
    firstMonth: { freeChats, freeFollowups, giftFils, totalFils: totalFils - giftFils },
  };
}
