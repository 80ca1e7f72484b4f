/** The texts of the chat page (spec §2 "Chat page", §4 "Chat", §8 "Chat"). */
import { AI_DISCLAIMER } from '../../lib/site.ts';

export const CHAT_TEXT = {
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to continue your chat.',
  goToLogin: 'Go to Login',
  verificationTitle: 'Email Verification Required',
  goToVerification: 'Go to Verification Page',
  backToLogin: 'Back to Login',
  loading: 'Loading your conversation...',
  notFoundTitle: 'Chat Not Found',
  notFound: 'This chat conversation could not be found or you do not have access to it.',
  backToAccount: 'Back to Account',
  startNewChat: 'Start New Chat',
  refresh: 'Refresh',
  newChat: 'New Chat',
  inputLabel: 'Your message',
  placeholder: 'Continue your tax consultation...',
  send: 'Send message',
  inputHint: 'Shift+Enter to send · Enter for a new line',
  analyzing: 'Analyzing your question',
  disclaimer: AI_DISCLAIMER,
  readFull: 'Read full analysis',
  showLess: 'Show less',
  insightsTitle: 'Session Insights',
  copy: 'Copy',
  copied: 'Copied!',
  refreshChat: 'Refresh this chat',
  sourceText: 'Source Text',
  sessionExpired: 'Your session has expired. Please log in again to continue.',
  serverError: (status: number, text: string) => `Server error: ${status} ${text}`.trim(),
  networkError: 'Network error. Please check your connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  noResponse: 'Failed to get response',
  savedViewError: (detail: string) => `Sorry, I encountered an error while processing your message. Please try again. (Error: ${detail})`,
  genericIssue: 'There was an issue processing your request. Please try again.',
  loadFailedConversation: 'Failed to load chat conversation',
  loadFailedStatus: (status: number) => `Failed to fetch chat: ${status}`,
  loadFailed: 'Failed to load chat',
  documentGreeting: (title: string) =>
    `Hello! I'm your AI tax research assistant for “${title}”. Ask me anything about this document: every answer cites the articles it relies on, so you can open the exact text.`,
  generalGreeting:
    "Hello! I'm your AI tax research assistant for the whole collection of UAE Corporate Tax legislation. Ask any question: answers draw on the relevant articles across all documents and cite each one.",
  loadingDocument: 'Loading the document...',
  documentNotFoundTitle: 'Document Not Found',
  invalidStartTitle: 'Invalid Chat Link',
  invalidStart: 'This chat link is not valid: the document id must be a whole number.',
} as const;

/**
 * Spec §4: progress text of the 'Analyzing your question' placeholder, changing at 2000 ms
 * and 4000 ms (spec §9).
 */
export const PROGRESS_STEPS = [
  { atMs: 0, text: 'Reviewing the legislation...' },
  { atMs: 2000, text: 'Identifying the relevant articles...' },
  { atMs: 4000, text: 'Preparing a detailed answer with citations...' },
] as const;

/** Spec §2 Session Insights tools: each sends its request as a message. */
export const INSIGHT_REQUESTS = {
  Summary: 'Please give me a concise summary of the main points so far, with their article citations.',
  'Key Points': 'What are the key points I should know? Please list them with their article citations.',
  Details: 'Please explain this in more detail, including conditions, exceptions and the relevant articles.',
} as const;

/** Spec §9: 200 words per minute, at least 1 minute. */
export const READING_WORDS_PER_MINUTE = 200;
/** Spec §9: messages over 600 characters show a 300-character preview. */
export const LONG_MESSAGE_CHARS = 600;
export const PREVIEW_CHARS = 300;
export const SESSION_EXPIRED_REDIRECT_MS = 2000;
