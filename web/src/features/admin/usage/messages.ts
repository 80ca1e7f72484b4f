/** Texts of the admin usage page (spec §2 "Admin usage", §5 user deletion, §8 "Admin"; the API's own are in schema/api/admin-usage.ts). */
import { ADMIN_CHAT_HISTORY_LIMIT, ADMIN_USERS_LIMIT } from '../../../../../schema/api/admin-usage.ts';
import { formatNumber } from '../../../lib/format.ts';

export const USAGE_TEXT = {
  title: 'Usage Analytics',
  subtitle: 'Users, their conversations and the words they used.',
  noName: 'No Name',
  untitled: 'Untitled Chat',
  none: 'None',
  noUsers: 'No users yet.',
  noChats: 'No conversations yet.',
  usersCapped: `Showing the newest ${formatNumber(ADMIN_USERS_LIMIT)} users`,
  chatsCapped: `Showing the latest ${formatNumber(ADMIN_CHAT_HISTORY_LIMIT)} conversations`,
  loadUsersFailed: 'Failed to load users. Please try again.',
  loadChatsFailed: 'Failed to load chat history. Please try again.',
  you: 'You',
  cannotDeleteSelf: 'You cannot delete the account you are signed in with.',
  deleteTitle: 'Delete User',
  deleteConfirm: 'Delete User',
  deleteMessage: (email: string) =>
    `Are you sure you want to delete ${email}? This cannot be undone. It removes all their chats and monthly usage, and their share links stop working. Their invoices are kept, without their name, as financial records.`,
  viewContext: 'View',
  contextTitle: (chatId: number) => `API context of chat ${chatId}`,
  openShare: 'Open link',
} as const;
