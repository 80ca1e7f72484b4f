/**
 * Share links (spec §2 "Shared conversation", §7): publish a snapshot of a saved conversation, read
 * it publicly with an exact view count, and revoke it. Decisions: docs/decisions/010-share-links.md.
 */
import { SHARE_MESSAGES as M, SHARE_TOKEN_PATTERN, type CreateShareLinkResponse, type SharedConversation } from '../../../../schema/api/shares.ts';
import type { Db } from '../../db/client.ts';
import { findConversationOfUser } from '../../db/repositories/conversation-repository.ts';
import {
  chatTitle,
  countView,
  findLiveShare,
  findLiveShareOfState,
  insertShare,
  messagesUpTo,
  newestMessageId,
  revokeSharesOfChat,
  type ShareRow,
} from '../../db/repositories/share-repository.ts';
import { DomainError, NotFoundError } from '../../errors.ts';
import { consume, type Limit } from '../security/rate-limits.ts';
import { randomToken } from '../security/random-token.ts';
import { buildSnapshot, hasAnswer, MAX_SNAPSHOT_BYTES, previewDescription, type ShareSnapshot } from './snapshot.ts';
import type { SnapshotStore } from './snapshot-store.ts';
import { shareUrl } from './share-url.ts';

export interface ShareDeps {
  db: Db;
  store: SnapshotStore;
  appUrl: string;
  now: () => Date;
}

/** New snapshots per user and hour; returning the live link of an unchanged conversation is not counted. */
export const SHARE_CREATIONS: Limit = { name: 'share-create', max: 30, windowSeconds: 60 * 60, message: M.tooMany, kind: 'share_links' };

/** 18 random bytes: 144 bits, 24 base64url characters (SHARE_TOKEN_PATTERN). */
const TOKEN_BYTES = 18;

/**
 * The live link of the conversation as it is now, or a new one. A conversation that has not changed
 * since it was last shared keeps its link (and its view count); one that has gains a new snapshot and
 * link, and earlier links keep showing what was sent with them until revoked.
 */
export async function createShareLink(deps: ShareDeps, userId: number, chatId: number): Promise<CreateShareLinkResponse> {
  const { db } = deps;
  const chat = await findConversationOfUser(db, userId, chatId);
  if (!chat) throw new NotFoundError(M.chatNotFound, 'CHAT_NOT_FOUND');
  const lastMessageId = await newestMessageId(db, chatId);
  if (lastMessageId === 0) throw new DomainError(M.nothingToShare, 422, 'NOTHING_TO_SHARE');

  const live = await findLiveShareOfState(db, userId, chatId, lastMessageId);
  if (live) return { success: true, shareUrl: shareUrl(deps.appUrl, live.token), created: false };

  const now = deps.now();
  await consume(db, SHARE_CREATIONS, String(userId), Math.floor(now.getTime() / 1000));
  const snapshot = buildSnapshot({ title: chat.title, createdAt: now.toISOString(), messages: await messagesUpTo(db, chatId, lastMessageId) });
  if (!hasAnswer(snapshot)) throw new DomainError(M.nothingToShare, 422, 'NOTHING_TO_SHARE');
  const json = JSON.stringify(snapshot);
  if (new TextEncoder().encode(json).length > MAX_SNAPSHOT_BYTES) throw new DomainError(M.tooLarge, 413, 'SNAPSHOT_TOO_LARGE');

  // KV first: a D1 row, the only thing that makes a token answer, then always has its snapshot.
  const token = randomToken(TOKEN_BYTES);
  await deps.store.put(token, json);
  const inserted = await insertShare(db, { token, userId, chatId, lastMessageId, createdAt: snapshot.createdAt });
  if (inserted === 'inserted') {
    await deps.store.remember(token, json);
    return { success: true, shareUrl: shareUrl(deps.appUrl, token), created: true };
  }
  // The conversation was deleted meanwhile (issue 26), or another request published this same state a
  // moment earlier (its link is the one): this snapshot is nobody's.
  await deps.store.drop([token]);
  if (inserted === 'vanished') throw new NotFoundError(M.chatNotFound, 'CHAT_NOT_FOUND');
  const winner = await findLiveShareOfState(db, userId, chatId, lastMessageId);
  if (!winner) throw new DomainError('The share link could not be created. Please try again.', 409, 'SHARE_CONFLICT');
  return { success: true, shareUrl: shareUrl(deps.appUrl, winner.token), created: false };
}

/**
 * The published snapshot of a live link: from the edge cache or KV, or, while a fresh KV write has
 * not reached this location yet, rebuilt from D1 exactly as it was published (the chat's messages up
 * to the share's last message, which never change).
 */
async function loadSnapshot(deps: ShareDeps, share: ShareRow): Promise<ShareSnapshot | null> {
  const stored = await deps.store.get(share.token);
  if (stored) return stored;
  if (share.chatId === null || share.lastMessageId === null) return null;
  const title = await chatTitle(deps.db, share.chatId);
  if (title === null) return null;
  const snapshot = buildSnapshot({ title, createdAt: share.createdAt, messages: await messagesUpTo(deps.db, share.chatId, share.lastMessageId) });
  await deps.store.remember(share.token, JSON.stringify(snapshot));
  return snapshot;
}

/** GET /api/shared/:id: counts this view and returns the snapshot, or null (404) for unknown, malformed and revoked links. */
export async function readSharedConversation(deps: ShareDeps, token: string): Promise<SharedConversation | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const share = await countView(deps.db, token);
  if (!share) return null;
  const snapshot = await loadSnapshot(deps, share);
  if (!snapshot) return null;
  return { title: snapshot.title, createdAt: snapshot.createdAt, viewCount: share.viewCount, messages: snapshot.messages };
}

export interface SharePreview {
  title: string;
  description: string;
  url: string;
}

/** What the HTML of /shared/:id tells crawlers; null for a link that does not answer. Counts no view. */
export async function sharePreview(deps: ShareDeps, token: string): Promise<SharePreview | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const share = await findLiveShare(deps.db, token);
  if (!share) return null;
  const snapshot = await loadSnapshot(deps, share);
  if (!snapshot) return null;
  return { title: snapshot.title, description: previewDescription(snapshot), url: shareUrl(deps.appUrl, token) };
}

/** Revokes every live link of one of the user's chats. Throws 404 for a chat that is not theirs. */
export async function revokeChatShares(deps: ShareDeps, userId: number, chatId: number): Promise<string[]> {
  if (!(await findConversationOfUser(deps.db, userId, chatId))) throw new NotFoundError(M.chatNotFound, 'CHAT_NOT_FOUND');
  const revoked = await revokeSharesOfChat(deps.db, userId, chatId);
  return revoked.map((r) => r.token);
}
