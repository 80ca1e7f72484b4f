/** Renders search snippets as text with <mark> around the matched stretches; never as HTML. */
import type { SnippetSegment } from '../../../../schema/api/common.ts';

export function HighlightedText({ segments }: { segments: SnippetSegment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.hit ? (
          <mark key={i} className="hit">
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}
