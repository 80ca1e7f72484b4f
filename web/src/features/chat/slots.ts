/**
 * What a conversation shows of other features: the billing prompt of a refused question, the
 * billing status line and the owner's share tools. Features do not import one another (DESIGN.md
 * §2), so the chat page puts these in (pages/chat-page.tsx).
 */
import type { ReactNode } from 'react';
import type { PaymentRequiredDetails } from '../../../../schema/api/billing.ts';
import type { UsageKind } from '../../../../schema/pricing.ts';
import type { ConversationTurn } from '../../../../schema/api/research.ts';

export interface ChatSlots {
  /** A question refused with 403 WORD_LIMIT_EXCEEDED: set up a card, or pay the open invoice. */
  paymentPrompt: (details: PaymentRequiredDetails) => ReactNode;
  /** Under the input: what the next question costs; `revision` changes after every finished request. */
  billingLine: (props: { userId: number; kind: UsageKind; revision: number }) => ReactNode;
  /** The header tools of a saved conversation (share, revoke, export, print). */
  shareActions: (props: { chatId: number; title: string; messages: ConversationTurn[]; initialShareUrl?: string; className: string }) => ReactNode;
}

/** What the chat page gives a new or a saved conversation alike. */
export interface ChatHost {
  userId: number;
  onChatCreated: (chatId: number) => void;
  onSessionExpired: () => void;
  slots: ChatSlots;
}
