/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves into it when it opens and stays
 * inside while Tab cycles, Escape and the close button call `onClose`, the page behind is
 * `inert` (no pointer, no focus, hidden from assistive technology: a screen reader cannot wander out of the
 * dialog) and does not scroll, and focus returns to where it was on close.
 * Dialogs stack (the payment set-up dialog opens over the /ai-search dialog): only the
 * topmost one answers Escape and Tab, and the one beneath is inert while it is open.
 *
 * Not the native <dialog>: its top layer would hide the toasts (a live region beside the app) behind the backdrop
 * and make them inert; here what stays live is marked `data-stays-live`.
 */
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTexts } from '../../i18n/locale.tsx';
import { COMMON_TEXTS } from '../messages.ts';
import { Button } from './button.tsx';

/** Open dialogs, oldest first; the last one owns the keyboard. */
const openDialogs: symbol[] = [];

/**
 * Makes inert every element beside `overlay` directly under <body> (the app, an open dialog beneath), except those
 * marked `data-stays-live` (the toast region), and returns how to undo exactly that.
 */
function inertBeside(overlay: HTMLElement): () => void {
  const made: Element[] = [];
  for (const el of Array.from(document.body.children)) {
    if (el === overlay || el.hasAttribute('inert') || el.hasAttribute('data-stays-live') || el.tagName === 'SCRIPT') continue;
    el.setAttribute('inert', '');
    made.push(el);
  }
  return () => made.forEach((el) => el.removeAttribute('inert'));
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shown under the title and read out with it. */
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  width?: string;
  /** Hides the title visually (it is still the dialog's accessible name). */
  hideTitle?: boolean;
}

export function Dialog({ open, onClose, title, description, children, width = 'max-w-lg', hideTitle = false }: DialogProps) {
  const t = useTexts(COMMON_TEXTS);
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The Escape handler calls the newest onClose without re-running the open effect.
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const self = Symbol('dialog');
    openDialogs.push(self);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const overlay = panel?.parentElement;
    const restoreBeside = overlay ? inertBeside(overlay) : () => {};
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (e: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        close();
        return;
      }
      if (e.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      if (e.shiftKey && (document.activeElement === head || !panel.contains(document.activeElement))) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && (document.activeElement === tail || !panel.contains(document.activeElement))) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      restoreBeside();
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  // Centred by auto margins, not align-items: a dialog taller than the screen then starts at
  // the top and scrolls, instead of losing its top above the viewport.
  return createPortal(
    <div
      role="presentation"
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/60 p-4"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`relative w-full ${width} rounded-xl bg-white p-6 shadow-2xl outline-none sm:my-auto`}
      >
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t.close} className="absolute end-3 top-3">
          <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Button>
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'pe-8 text-xl font-bold text-slate-900'}>
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </p>
        )}
        <div className={hideTitle ? '' : 'mt-4'}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** A yes/no question in a dialog (spec §5: confirmations before logging out and deleting). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
  busy?: boolean;
}) {
  const t = useTexts(COMMON_TEXTS);
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={message} width="max-w-md">
      <div className="flex justify-end gap-2">
        <Button variant="secondary" data-autofocus onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button variant={danger ? 'destructive' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
