/** A block of code to read or copy: a focusable region (it may scroll sideways), labelled for screen readers. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className="mt-2 overflow-x-auto rounded-md bg-slate-900 p-4 text-left text-sm leading-relaxed text-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
      dir="ltr"
    >
      <code>{code}</code>
    </pre>
  );
}
