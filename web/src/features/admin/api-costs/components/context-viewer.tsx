/** A call's context: a one-line summary, and a dialog with the whole stored JSON as text. */
import { useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { contextSummary, contextText } from '../context-summary.ts';
import { Button } from '../../../../components/ui/button.tsx';

export function ContextViewer({ callId, context }: { callId: number; context: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex max-w-md items-start gap-2">
      <span className="min-w-0 flex-1 break-words">{contextSummary(context)}</span>
      {context && (
        <Button onClick={() => setOpen(true)} aria-label={`View the full context of call ${callId}`} variant="secondary" size="xs" className="shrink-0">
          View
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Context of call ${callId}`}
        description="What the answer pipeline recorded as given to the model."
        width="max-w-2xl"
      >
        <pre className="max-h-[60vh] overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-xs text-slate-800">
          {contextText(context)}
        </pre>
      </Dialog>
    </div>
  );
}
