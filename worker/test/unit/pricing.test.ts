/** The shared pricing rules of schema/pricing.ts (spec §1, §9) that both the gate and the screens use. */
import { describe, expect, it } from 'vitest';
import { formatAed, formatFils, listPriceFils, priceOfNext, thresholdReached, usageKindOf, welcomeCreditFor } from '../../../schema/pricing.ts';

describe('pricing', () => {
  it('prices a chat and a search at AED 5 and a follow-up at AED 2, in fils', () => {
    expect(listPriceFils(1, 0)).toBe(500);
    expect(listPriceFils(0, 1)).toBe(200);
    expect(listPriceFils(10, 5)).toBe(6000);
  });

  it('decides the price class from the conversation: first answers by scope, anything continued is a follow-up', () => {
    expect(usageKindOf('document', false)).toBe('chat');
    expect(usageKindOf('collection', false)).toBe('search');
    expect(usageKindOf('document', true)).toBe('followup');
    expect(usageKindOf('collection', true)).toBe('followup');
  });

  it('consumes welcome credits first, each kind its own: a chat or search the chat credit, a follow-up a follow-up credit', () => {
    expect(welcomeCreditFor('chat')).toBe('welcome_chat');
    expect(welcomeCreditFor('search')).toBe('welcome_chat');
    expect(welcomeCreditFor('followup')).toBe('welcome_followup');
    const fresh = { welcomeChatCredits: 1, welcomeFollowupCredits: 2 };
    expect(priceOfNext('search', fresh)).toEqual({ fils: 0, credit: 'welcome_chat' });
    expect(priceOfNext('followup', fresh)).toEqual({ fils: 0, credit: 'welcome_followup' });
    // Follow-up credits never pay for a new conversation, nor the chat credit for a follow-up.
    expect(priceOfNext('chat', { welcomeChatCredits: 0, welcomeFollowupCredits: 2 })).toEqual({ fils: 500, credit: null });
    expect(priceOfNext('followup', { welcomeChatCredits: 1, welcomeFollowupCredits: 0 })).toEqual({ fils: 200, credit: null });
  });

  it('invoices at AED 25.00 of pending charges, not at AED 24.99', () => {
    expect(thresholdReached(2499)).toBe(false);
    expect(thresholdReached(2500)).toBe(true);
    expect(thresholdReached(2700)).toBe(true);
  });

  it('shows money as AED x.xx, with 3 decimals below AED 0.01', () => {
    expect(formatFils(500)).toBe('AED 5.00');
    expect(formatFils(123456)).toBe('AED 1,234.56');
    expect(formatAed(0)).toBe('AED 0.00');
    expect(formatAed(0.004)).toBe('AED 0.004');
  });
});
