import { NO_MATCH_TITLE } from '../../../../schema/api/research.ts';

/** The texts of the multi-document search panel (spec §2 "Multi-document search panel", §8 "Search"). */
export const SEARCH_TEXT = {
  inputLabel: 'Your research question',
  followUpLabel: 'Your follow-up question',
  placeholder: 'What are the transfer pricing rules for related party transactions?',
  followUpPlaceholder: 'Ask a follow-up question to dive deeper...',
  submit: 'Launch AI Analysis',
  submitFollowUp: 'Ask Follow-up Question',
  pending: 'Analyzing all documents with AI...',
  completeFallback: 'AI Analysis Complete',
  analysisTitle: 'AI Legal Analysis',
  citationsTitle: 'Professional Legal Citations',
  professionalBadge: 'Professional Legal Citation',
  chatWithDocument: 'Chat with this document',
  openArticle: 'Open article',
  repealed: 'Repealed',
  failedTitle: 'Search Failed',
  loginRequired: 'Please log in to use the AI search feature',
  failed: 'Search failed',
  failedRetry: 'Search failed. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again with a different question or contact support if the issue persists.',
  noResponse: 'No response available',
  /** The neutral state shown instead of the green banner when nothing in the collection bears on the question. */
  noMatchTitle: NO_MATCH_TITLE,
  newSearch: 'New Search',
  askFollowUp: 'Ask Follow-up',
  reset: 'Reset',
  back: '← Back to Previous Results',
} as const;
