/**
 * The one place where a successful AI answer is charged (spec §1: AED 5 per chat or
 * multi-document search, AED 2 per follow-up). Billing (the usage ledger, welcome credits and
 * idempotent charges) arrives with its own issue; until then answers are free and nothing is
 * recorded here. The research service already calls this after an answer is saved, with the
 * key that will make the charge idempotent, so billing only has to fill in the body.
 */
export type AnswerChargeKind = 'chat' | 'search' | 'followup';

export interface AnswerCharge {
  userId: number;
  chatId: number;
  kind: AnswerChargeKind;
  /** Unique per answer: the same answer is never charged twice. */
  idempotencyKey: string;
}

/** The price class of an answer: the first answer of a conversation, or a follow-up. */
export function answerChargeKind(scope: 'document' | 'collection', isFollowUp: boolean): AnswerChargeKind {
  if (isFollowUp) return 'followup';
  return scope === 'document' ? 'chat' : 'search';
}

export async function chargeForAnswer(_charge: AnswerCharge): Promise<void> {
  // No charge yet: see the comment at the top of this file.
}
