/** 'Copied!' feedback that reverts after 2 seconds (spec §4 "Copy feedback", §9). */
import { useEffect, useState } from 'react';

export const COPY_FEEDBACK_MS = 2000;

export function useCopyFeedback(): [copied: boolean, markCopied: () => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return [copied, () => setCopied(true)];
}
