/** Saves text as a file through the browser's own download (no server round trip, nothing kept in memory after). */
export function downloadTextFile(fileName: string, text: string, type = 'text/markdown;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves a file made in the browser (a Word memo) the same way. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Not revoked at once: some browsers read the blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
