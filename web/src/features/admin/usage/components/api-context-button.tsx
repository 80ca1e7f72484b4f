/**
 * The API context viewer of the chat history: what the newest model call of a conversation was
 * given, pretty-printed in a dialog. Always shown as text, never as HTML.
 */
import { useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { USAGE_TEXT as T } from '../messages.ts';
import { Button } from '../../../../components/ui/button.tsx';

/** Stored JSON indented for reading; anything that is not JSON is shown as stored. */
export function prettyContext(context: string): string {
  try {
    return JSON.stringify(JSON.parse(context), null, 2);
  } catch {
    return context;
  }
}

export function ApiContextButton({ chatId, title, context }: { chatId: number; title: string; context: string | null }) {
  const [open, setOpen] = useState(false);
  if (context === null) return <span className="text-slate-500">{T.none}</span>;
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={`${T.contextTitle(chatId)}: view`} variant="secondary" size="xs">
        {T.viewContext}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={T.contextTitle(chatId)} description={title} width="max-w-3xl">
        <pre className="max-h-[60vh] overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-950 p-4 font-mono text-xs leading-relaxed text-slate-100">
          {prettyContext(context)}
        </pre>
      </Dialog>
    </>
  );
}
