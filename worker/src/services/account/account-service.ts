/** A user's saved conversations (spec §2 "Account page", §7 "Account"): owners only ever see their own. */
import type { AccountSummary, ChatHistoryItem } from '../../../../schema/api/account.ts';
import type { Db } from '../../db/client.ts';
import {
  chatTotalsOfUser,
  deleteAllChatsOfUser,
  deleteChatOfUser,
  findChatOfUser,
  listChatsOfUser,
  listMessagesOfChat,
  type ChatListRow,
} from '../../db/repositories/chat-repository.ts';
import { calendarMonthUtc } from '../../lib/calendar-month.ts';
import { parseStoredCitations } from '../research/stored-citations.ts';
import { shareUrl } from '../shares/share-url.ts';

function toHistoryItem(row: ChatListRow, appUrl: string): ChatHistoryItem {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt,
    word_count: row.wordCount,
    ...(row.shareToken ? { shareUrl: shareUrl(appUrl, row.shareToken) } : {}),
    legislation_id: row.legislationId,
    kind: row.kind,
    messages: [],
  };
}

/** Newest first, without messages: the list would otherwise carry every answer of every chat. */
export async function listChatHistory(db: Db, userId: number, appUrl: string): Promise<ChatHistoryItem[]> {
  return (await listChatsOfUser(db, userId)).map((row) => toHistoryItem(row, appUrl));
}

/** The chat with its messages in order, or null when it is missing or not the user's. */
export async function getChat(db: Db, userId: number, chatId: number, appUrl: string): Promise<ChatHistoryItem | null> {
  const row = await findChatOfUser(db, userId, chatId);
  if (!row) return null;
  const messages = await listMessagesOfChat(db, chatId);
  return {
    ...toHistoryItem(row, appUrl),
    messages: messages.map((m) => ({
      role: m.role,
      content: m.content,
      created_at: m.createdAt,
      citations: parseStoredCitations(m.citations),
      model: m.role === 'assistant' ? m.model : null,
    })),
    original_text: row.originalText,
  };
}

/** Deletes the chat and revokes its share links; the revoked tokens are returned so their snapshots can be dropped. */
export function deleteChat(db: Db, userId: number, chatId: number): Promise<{ deleted: boolean; revokedTokens: string[] }> {
  return deleteChatOfUser(db, userId, chatId);
}

export function deleteAllChats(db: Db, userId: number): Promise<{ deleted: number; revokedTokens: string[] }> {
  return deleteAllChatsOfUser(db, userId);
}

export async function accountSummary(db: Db, userId: number, now: Date): Promise<AccountSummary> {
  const month = calendarMonthUtc(now);
  const totals = await chatTotalsOfUser(db, userId, month.start, month.end);
  return { totalConversations: totals.total, totalWords: totals.words, thisMonthChats: totals.inPeriod };
}
