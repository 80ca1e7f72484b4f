/**
 * Texts of share links and exports (spec §2 "Shared conversation", §4 "Copy feedback", §8 account
 * toasts). The server's own texts (not found, banner, title) are in schema/api/shares.ts.
 */
export const SHARE_TEXT = {
  loading: 'Loading shared conversation...',
  notFoundTitle: 'Conversation Not Found',
  goHome: 'Go to Homepage',
  readOnlyNote: 'A read-only copy of a conversation, shared by its owner.',
  views: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'view' : 'views'}`,
  sharedOn: (date: string) => `Shared ${date}`,
  question: 'Question',
  answer: 'Answer',

  share: 'Share',
  copyLink: 'Copy Link',
  creating: 'Creating...',
  copied: 'Copied!',
  linkCopied: 'Link Copied!',
  copiedToast: 'Share link copied to clipboard',
  copyFailed: 'Copy Failed',
  copyManually: (url: string) => `Please copy manually: ${url}`,
  shareFailed: 'Share Failed',
  shareFailedFallback: 'The share link could not be created. Please try again.',

  revoke: 'Revoke',
  revokeLink: 'Revoke link',
  revokeTitle: 'Revoke share link?',
  revokeMessage: 'Anyone opening the link will see Conversation Not Found. This cannot be undone.',
  revoked: 'Share Link Revoked',
  revokedDescription: (title: string) => `“${title}” is no longer shared.`,
  revokeFailed: 'Revoke Failed',
  revokeFailedFallback: 'The share link could not be revoked. Please try again.',

  exportMarkdown: 'Export Markdown',
  export: 'Export',
  exportFailed: 'Export Failed',
  exportFailedFallback: 'The conversation could not be exported. Please try again.',
  print: 'Print / PDF',
} as const;
