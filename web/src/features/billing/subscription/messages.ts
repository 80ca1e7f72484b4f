/**
 * Texts of the Professional Plan screens that the spec does not fix word for word. The spec's own
 * texts (spec §8 coupon, subscription, portal and cancellation messages) are SUBSCRIPTION_MESSAGES
 * of schema/api/subscriptions.ts; those of §2 screens are here, verbatim.
 */
import { PROFESSIONAL_PLAN } from '../../../../../schema/pricing.ts';
import { formatFilsShort } from '../../../lib/format.ts';

const words = PROFESSIONAL_PLAN.wordLimit.toLocaleString('en-US');

export const PLAN_PRICE = `${formatFilsShort(PROFESSIONAL_PLAN.priceFils)} per month`;

/** Spec §1: the legacy plan's wording. */
export const PLAN_FEATURES = ['Unlimited AI chat', 'PDF exports', 'Shareable links', 'Priority AI processing', 'Email support'] as const;

export const SUBSCRIPTION_TEXT = {
  planName: 'Professional Plan',
  subscribeTitle: 'Subscribe to the Professional Plan',
  checkingSession: 'Checking your session…',
  loadingStatus: 'Checking your subscription…',
  preparingPayment: 'Preparing the payment form…',
  authRequiredTitle: 'Authentication Required',
  authRequired: 'Please log in to subscribe to the Professional Plan.',
  goToLogin: 'Go to Login',
  alreadySubscribedTitle: 'Already Subscribed',
  alreadySubscribed: 'You already have an active Professional Plan.',
  manageSubscription: 'Manage Subscription',
  featuresTitle: 'What the plan includes',
  promoFormLabel: 'Apply a promo code',
  promoLabel: 'Promo code',
  apply: 'Apply',
  applying: 'Applying...',
  applied: 'Applied',
  couponAppliedText: (code: string, discount: string) => `${code}: ${discount}.`,
  cardStillNeeded: 'Card details are still needed, even when a promo code takes 100% off.',
  paymentTitle: 'Payment details',
  subscribe: 'Subscribe to Professional Plan',
  processing: 'Processing...',
  unableTitle: 'Unable to initialize payment',
  unable: 'The payment form could not be prepared.',
  refreshPage: 'Refresh Page',

  thankYouTitle: 'Thank you',
  welcomeTitle: 'Welcome to your Professional Plan',
  welcomeText: `Your subscription is active: you now have ${words} AI words a month.`,
  processingTitle: 'Your subscription is being processed',
  processingText: 'This usually takes a few seconds. This page checks again by itself.',
  processingSlow: 'It is taking longer than usual. Your account page shows your plan as soon as the payment is confirmed.',
  discountBannerTitle: '100% Discount Applied',
  discountBanner: 'Your promo code covers the full price of the plan: your card was not charged.',
  thankYouLogin: 'Please log in to see your subscription.',
  viewAccount: 'View My Account',
  startResearch: 'Start Research',

  nextBilling: (date: string) => `Next billing date: ${date}`,
  noNextBilling: 'The next billing date is not available yet.',
  endsOn: (date: string) => `Cancelled: your plan ends on ${date} and will not renew.`,
  endsAtPeriodEnd: 'Cancelled: your plan ends at the end of the current billing period and will not renew.',
  allowanceLabel: 'Professional Plan usage this month',
  allowance: `${words} AI words a month`,
  wordsUsed: (used: number, limit: number) => `${used.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} used this month`,
  manageBilling: 'Manage Billing',
  openingPortal: 'Opening...',
  cancelSubscription: 'Cancel Subscription',
  canceling: 'Canceling...',
  keepPlan: 'Keep My Plan',
  cancelConfirm: (date: string | null) =>
    `Are you sure you want to cancel your Professional Plan? It will not renew${date ? `; you keep access until ${date}` : ''}.`,
  legacyOffer: 'Prefer a flat monthly fee? The legacy Professional Plan is still available.',
  viewPlan: 'View the Professional Plan',

  portalTitle: 'Billing portal',
  portalNotice: "Local test billing portal — no real payments; with Stripe configured this is Stripe's customer portal",
  portalNoPlanTitle: 'No Professional Plan',
  portalNoPlan: 'This portal manages the Professional Plan, and this account has none.',
  backToAccount: 'Back to My Account',
  planLabel: 'Plan',
  statusLabel: 'Status',
  nextBillingLabel: 'Next billing date',
  endsLabel: 'Ends on',
  notAvailable: 'Not available yet',
  replaceCard: 'Replace Card',
  resumeSubscription: 'Resume Subscription',
  resuming: 'Resuming...',
  resumedTitle: 'Subscription Resumed',
  resumeFailedTitle: 'Resume Failed',
  resumeFailed: 'Failed to resume subscription',
  addCard: 'Add a Card',
  noCard: 'No card is on file.',
  loginRequired: 'Please log in to manage your billing.',
} as const;
