/** API payloads several web tests share. */
import type { BillingCurrent } from '../../schema/api/billing.ts';
import type { LegislationDetail, LegislationListItem } from '../../schema/api/legislation.ts';
import type { Citation } from '../../schema/api/research.ts';
import type { PlanChargeDto } from '../../schema/api/subscriptions.ts';

export const CT_LAW_TITLE = 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses';

/** Citation [1]: Article 21 of the Corporate Tax Law (record 12), with no heading unless `over` gives one. */
export function testCitation(over: Partial<Citation> = {}): Citation {
  const heading = over.heading ?? null;
  return {
    n: 1,
    legislation_id: 12,
    slug: null,
    title: CT_LAW_TITLE,
    legislation: 'Federal Decree-Law',
    status: 'Active',
    repealed: false,
    article: '21',
    heading,
    article_label: 'Article (21)',
    url: '/legislation/12#article-21',
    text: `${CT_LAW_TITLE}, Article (21)${heading ? `: ${heading}` : ''}`,
    ...over,
  };
}

/** GET /api/billing/current of a new account: nothing used, the welcome credits intact. */
export const welcomeBilling: BillingCurrent = {
  chatsUsed: 0,
  followupsUsed: 0,
  freeLimit: 3,
  isOverFreeLimit: false,
  totalCost: 0,
  chatCost: 0,
  followupCost: 0,
  totalCostFils: 0,
  chatCostFils: 0,
  followupCostFils: 0,
  hasWelcomeCredits: true,
  welcomeChatCredits: 1,
  welcomeFollowupCredits: 2,
  plan: 'free',
  paymentMethod: null,
  pendingFils: 0,
  thresholdFils: 2500,
  unpaidFils: 0,
  failedInvoice: null,
  canChargeCard: false,
  cardProvider: 'test',
};

/** A card on file, as GET /api/billing/current gives it. */
export const visa4242 = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, label: 'Visa •••• 4242' } as const;

/**
 * The billing figures of a user with some usage: `over` sets what differs from a new account,
 * and the AED fields follow the fils fields as the server computes them.
 */
export function billingWith(over: Partial<BillingCurrent> = {}): BillingCurrent {
  const b = { ...welcomeBilling, ...over };
  return { ...b, totalCost: b.totalCostFils / 100, chatCost: b.chatCostFils / 100, followupCost: b.followupCostFils / 100 };
}

/** GET /api/legislation/:id of a Corporate Tax document with English articles (and no citator unless `over` gives one). */
export function testLegislationDetail(
  id: number,
  title: string,
  articles: Array<{ number: string; text_en: string; heading?: string | null }>,
  over: Partial<LegislationDetail> = {},
): LegislationDetail {
  return {
    id,
    slug: null,
    title,
    title_ar: null,
    legislation: 'Ministerial Decision',
    number: null,
    year: 2023,
    chapter: null,
    status: 'active',
    status_note: null,
    tax_category: 'Corporate Tax',
    source_file: null,
    redirect_url: null,
    summary: null,
    summary_ar: null,
    key_points: [],
    key_points_ar: [],
    issue_date_actual: null,
    effective_date: null,
    word_count: 100,
    estimated_tokens: 130,
    context_cost: 0,
    text_language: 'ar',
    has_text: true,
    created_at: '2026-11-23T00:00:00Z',
    updated_at: '2026-11-23T00:00:00Z',
    original_text: null,
    original_text_continued: null,
    original_text_ar: null,
    text: null,
    translation_note: null,
    articles: articles.map((a, i) => ({
      heading: null,
      ...a,
      ordinal: i + 1,
      anchor: `article-${a.number}`,
      heading_ar: null,
      chapter: null,
      chapter_ar: null,
      text_ar: null,
    })),
    ...over,
  } as LegislationDetail;
}

/** A row of GET /api/legislation: Ministerial Decision No. 73 of 2023 (Small Business Relief), as the list sends it. */
export function testListItem(over: Partial<LegislationListItem> = {}): LegislationListItem {
  return {
    id: 7,
    slug: 'md-73-2023',
    title: 'Ministerial Decision No. 73 of 2023 on Small Business Relief',
    title_ar: null,
    legislation: 'Ministerial Decision',
    number: '73',
    year: 2023,
    chapter: 'III - Rates, Reliefs and Free Zones',
    status: 'active',
    status_note: null,
    tax_category: 'Corporate Tax',
    source_file: null,
    redirect_url: null,
    summary: null,
    summary_ar: null,
    issue_date_actual: '2023-04-03',
    effective_date: null,
    word_count: 871,
    estimated_tokens: 1133,
    context_cost: 0.001664,
    text_language: 'ar',
    has_text: true,
    created_at: '2026-11-23T00:00:00Z',
    updated_at: '2026-11-23T00:00:00Z',
    ...over,
  };
}

/** The plan's first charge after subscribing with ONCE50 (50% off the first month), as GET /api/stripe/plan-charges lists it. */
export const once50Charge: PlanChargeDto = {
  id: 'sub_test_0123456789-period-1',
  createdAt: '2026-11-28T12:00:00.000Z',
  periodStart: '2026-11-28T12:00:00.000Z',
  first: true,
  priceFils: 4900,
  discountFils: 2450,
  amountFils: 2450,
  couponCode: 'ONCE50',
  status: 'paid',
  paidAt: '2026-11-28T12:00:05.000Z',
};
