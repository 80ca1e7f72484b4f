/** The public address of a share link: the SPA's /shared/:shareId page on the configured origin. */
export function shareUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/shared/${encodeURIComponent(token)}`;
}
