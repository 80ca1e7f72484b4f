/**
 * Read side of billing (spec §3 "Billing current", "Estimate response"; the subscription status is
 * subscriptions/subscription-status.ts):
 * every figure is computed from the ledger (usage_events, invoices) and the billing account, so
 * what the screens show is what is charged.
 */
import type { BillingCurrent, EstimateResult, InvoiceDto, PricingConfig, TrackResult, UsageEventDto } from '../../../../schema/api/billing.ts';
import {
  BILLING_THRESHOLD_FILS,
  filsToAed,
  listPriceFils,
  PRICE_FILS,
  PROFESSIONAL_PLAN,
  WELCOME_CREDITS,
  WELCOME_CREDITS_TOTAL,
} from '../../../../schema/pricing.ts';
import type { Db } from '../../db/client.ts';
import { billingOverview } from '../../db/repositories/billing-overview-repository.ts';
import { listInvoiceLines, listUsageEvents, type UsageEventListRow } from '../../db/repositories/usage-event-repository.ts';
import { countLines, findInvoiceOfUser, listInvoicesOfUser, type InvoiceRow } from '../../db/repositories/invoice-repository.ts';
import { calendarMonthUtc } from '../../lib/calendar-month.ts';
import { HOLD_TTL_SECONDS } from './answer-billing.ts';
import type { CardProvider } from './card-provider/types.ts';
import { paymentMethodOf } from './payment-methods.ts';
import { effectivePlan } from './plan-entitlement.ts';

export async function currentBilling(db: Db, provider: CardProvider['kind'], userId: number, now: Date): Promise<BillingCurrent> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const { account, expiredHolds, usage, uncollected, failedInvoices, allowance } = await billingOverview(
    db,
    userId,
    calendarMonthUtc(now),
    nowSeconds - HOLD_TTL_SECONDS,
  );

  // Searches are priced and counted as chats (spec §1).
  let chatsUsed = 0;
  let followupsUsed = 0;
  let chatCostFils = 0;
  let followupCostFils = 0;
  for (const u of usage) {
    if (u.kind === 'followup') {
      followupsUsed += u.uses;
      followupCostFils += u.fils;
    } else {
      chatsUsed += u.uses;
      chatCostFils += u.fils;
    }
  }
  const totalCostFils = chatCostFils + followupCostFils;
  // Reads write nothing: credits held by requests that died count as left (the next gate gives them back).
  const welcomeChatCredits = (account?.welcomeChatsLeft ?? WELCOME_CREDITS.chats) + expiredHolds.welcome_chat;
  const welcomeFollowupCredits = (account?.welcomeFollowupsLeft ?? WELCOME_CREDITS.followups) + expiredHolds.welcome_followup;
  // The stored plan, except that a Professional Plan whose period is over already reads as what it falls back to.
  const plan = effectivePlan(account, allowance.subscription, provider, nowSeconds);
  const paymentMethod = paymentMethodOf(account, provider);
  const oldestFailed = failedInvoices[0] ?? null;

  return {
    chatsUsed,
    followupsUsed,
    freeLimit: WELCOME_CREDITS_TOTAL,
    isOverFreeLimit: chatsUsed + followupsUsed > WELCOME_CREDITS_TOTAL,
    totalCost: filsToAed(totalCostFils),
    chatCost: filsToAed(chatCostFils),
    followupCost: filsToAed(followupCostFils),
    totalCostFils,
    chatCostFils,
    followupCostFils,
    hasWelcomeCredits: welcomeChatCredits > 0 || welcomeFollowupCredits > 0,
    welcomeChatCredits,
    welcomeFollowupCredits,
    plan,
    paymentMethod,
    pendingFils: uncollected.pendingFils,
    thresholdFils: BILLING_THRESHOLD_FILS,
    unpaidFils: uncollected.unpaidFils,
    failedInvoice: oldestFailed,
    // On the Professional Plan, the card pays the answers past its monthly words once pay-as-you-go is enabled.
    canChargeCard:
      (plan === 'usage_based' || (plan === 'professional' && allowance.subscription?.fallbackPlan === 'usage_based')) &&
      paymentMethod !== null &&
      oldestFailed === null,
    cardProvider: provider,
    wordsUsed: allowance.wordsUsed,
    wordLimit: plan === 'professional' ? PROFESSIONAL_PLAN.wordLimit : null,
  };
}

function toEventDto(row: UsageEventListRow): UsageEventDto {
  return {
    id: row.id,
    kind: row.kind,
    priceFils: row.priceFils,
    credit: row.credit,
    chatId: row.chatId,
    chatTitle: row.chatTitle,
    invoiceId: row.invoiceId,
    createdAt: row.createdAt,
  };
}

/** Most events a month's list returns (a person's month is far below it). */
const EVENTS_PER_MONTH = 1000;

/** The events of a calendar month (UTC, 'YYYY-MM'; this month when absent), newest first. */
export async function usageEventsOfMonth(db: Db, userId: number, month: string | undefined, now: Date) {
  const start = month ? new Date(`${month}-01T00:00:00.000Z`) : now;
  const bounds = calendarMonthUtc(start);
  const rows = await listUsageEvents(db, userId, bounds.start, bounds.end, EVENTS_PER_MONTH);
  return { month: bounds.start.slice(0, 7), events: rows.map(toEventDto) };
}

export function toInvoiceDto(row: InvoiceRow, lineCount: number): InvoiceDto {
  return {
    id: row.id,
    period: row.period,
    reason: row.reason,
    status: row.status,
    totalFils: row.totalFils,
    total: filsToAed(row.totalFils),
    lineCount,
    attempts: row.attempts,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
  };
}

const INVOICES_LISTED = 60;

export async function invoicesOfUser(db: Db, userId: number): Promise<InvoiceDto[]> {
  return (await listInvoicesOfUser(db, userId, INVOICES_LISTED)).map((r) => toInvoiceDto(r, r.lineCount));
}

/** Whether the invoice exists and is the user's: another user's invoice is answered as not found. */
export async function isInvoiceOfUser(db: Db, userId: number, invoiceId: number): Promise<boolean> {
  return (await findInvoiceOfUser(db, userId, invoiceId)) !== null;
}

/** An invoice as the API shows it, with its line count. */
export async function invoiceDtoOf(db: Db, invoice: InvoiceRow): Promise<InvoiceDto> {
  return toInvoiceDto(invoice, await countLines(db, invoice.id));
}

export async function invoiceOfUser(db: Db, userId: number, invoiceId: number): Promise<(InvoiceDto & { lines: UsageEventDto[] }) | null> {
  const invoice = await findInvoiceOfUser(db, userId, invoiceId);
  if (!invoice) return null;
  const lines = await listInvoiceLines(db, invoice.id);
  return { ...toInvoiceDto(invoice, lines.length), lines: lines.map(toEventDto) };
}

export function pricingConfig(): PricingConfig {
  return {
    currency: 'AED',
    chatFils: PRICE_FILS.chat,
    searchFils: PRICE_FILS.search,
    followupFils: PRICE_FILS.followup,
    chatPrice: filsToAed(PRICE_FILS.chat),
    searchPrice: filsToAed(PRICE_FILS.search),
    followupPrice: filsToAed(PRICE_FILS.followup),
    welcomeCredits: {
      chats: WELCOME_CREDITS.chats,
      followups: WELCOME_CREDITS.followups,
      valueFils: listPriceFils(WELCOME_CREDITS.chats, WELCOME_CREDITS.followups),
    },
    thresholdFils: BILLING_THRESHOLD_FILS,
    billingCycle: 'monthly',
    professionalPlan: { priceFils: PROFESSIONAL_PLAN.priceFils, wordLimit: PROFESSIONAL_PLAN.wordLimit },
  };
}

/** POST /api/billing/estimate: the list price of a month's use. */
export function estimate(chatsUsed: number, followupsUsed: number): EstimateResult {
  const chatCostFils = listPriceFils(chatsUsed, 0);
  const followupCostFils = listPriceFils(0, followupsUsed);
  const totalCostFils = chatCostFils + followupCostFils;
  return { chatsUsed, followupsUsed, totalCost: filsToAed(totalCostFils), totalCostFils, chatCostFils, followupCostFils };
}

/**
 * POST /api/billing/track: a projection of this month with more uses, priced as the gate would
 * price them now (the welcome credits left first). It writes nothing: only a saved answer is ever
 * charged, so no client can add or remove a charge.
 */
export async function trackProjection(
  db: Db,
  provider: CardProvider['kind'],
  userId: number,
  additionalChats: number,
  additionalFollowups: number,
  now: Date,
): Promise<TrackResult> {
  const current = await currentBilling(db, provider, userId, now);
  const paidChats = Math.max(0, additionalChats - current.welcomeChatCredits);
  const paidFollowups = Math.max(0, additionalFollowups - current.welcomeFollowupCredits);
  const additionalCostFils = listPriceFils(paidChats, paidFollowups);
  const totalCostFils = current.totalCostFils + additionalCostFils;
  return {
    recorded: false,
    chatsUsed: current.chatsUsed + additionalChats,
    followupsUsed: current.followupsUsed + additionalFollowups,
    additionalChats,
    additionalFollowups,
    currentCostFils: current.totalCostFils,
    additionalCostFils,
    totalCostFils,
    totalCost: filsToAed(totalCostFils),
  };
}
