/**
 * Spec §2 "Legislation-chat entry": the locally stored choices that carry a visitor from a
 * record's AI Assistant button through sign-in to the chat for that record.
 */
export const SELECTED_TITLE_KEY = 'selectedLegislationTitle';
export const OPEN_CHAT_KEY = 'openLegislationChat';

export function rememberChatTitle(title: string): void {
  try {
    localStorage.setItem(SELECTED_TITLE_KEY, title);
  } catch {
    /* storage unavailable (private mode): the chatTitle query parameter still carries it */
  }
}

export function loginUrlForChat(title: string): string {
  return `/login?chatTitle=${encodeURIComponent(title)}`;
}
