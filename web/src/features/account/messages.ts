/** Texts of the account page (spec §2 "Account page", §5 confirmations, §8 account toasts; the share toasts are in features/shares/messages.ts). */
export const ACCOUNT_TEXT = {
  accessRequiredTitle: 'Account Access Required',
  accessRequired: 'Please log in to view your account details.',
  goToLogin: 'Go to Login',
  startNewChat: 'Start a New Chat',
  logOut: 'Log Out',
  logOutConfirm: 'Are you sure you want to log out?',
  noConversations: 'No conversations yet',
  startFirstChat: 'Start Your First Chat',
  viewAll: 'View All',
  deleteAll: 'Delete All',
  none: 'None',
  conversationDeleted: 'Conversation Deleted',
  allConversationsDeleted: 'All Conversations Deleted',
  deleteFailed: 'Delete Failed',
  deleteFailedFallback: 'Failed to delete conversation(s)',
  unexpectedError: 'An unexpected error occurred. Please try again.',
} as const;
