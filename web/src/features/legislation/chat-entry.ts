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

/** After sign-in on the entry screen: ask the home page to open the chat for the stored title. */
export function requestChatOpen(): void {
  try {
    localStorage.setItem(OPEN_CHAT_KEY, 'true');
  } catch {
    /* storage unavailable: the visitor lands on the home page and picks the record again */
  }
}

/** The stored title when a chat was requested. */
export function pendingChatRequest(): string | null {
  try {
    return localStorage.getItem(OPEN_CHAT_KEY) === 'true' ? localStorage.getItem(SELECTED_TITLE_KEY) : null;
  } catch {
    return null;
  }
}

/** Clears both choices so the request is followed once. */
export function clearChatRequest(): void {
  try {
    localStorage.removeItem(OPEN_CHAT_KEY);
    localStorage.removeItem(SELECTED_TITLE_KEY);
  } catch {
    /* storage unavailable: nothing stored */
  }
}

export function chatUrlFor(id: number): string {
  return `/chat?start=${id}`;
}

/** `?intent=chat&title=…` on the home page. */
export function legislationTitleFromIntent(params: URLSearchParams): string | null {
  const title = params.get('title')?.trim();
  return params.get('intent') === 'chat' && title ? title : null;
}
