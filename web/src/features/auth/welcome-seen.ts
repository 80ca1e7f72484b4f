/** Spec §2 "Welcome modal": remembered locally, per account e-mail. */
const key = (email: string) => `welcomeModalSeen:${email.toLowerCase()}`;

export function hasSeenWelcome(email: string): boolean {
  try {
    return localStorage.getItem(key(email)) === '1';
  } catch {
    return false;
  }
}

export function markWelcomeSeen(email: string): void {
  try {
    localStorage.setItem(key(email), '1');
  } catch {
    /* storage unavailable: the modal may show again next time */
  }
}
