/**
 * Toasts (spec §9): one at a time, shown 5000 ms unless told otherwise, dismissed by a
 * swipe of 50 px to the right or the close button; F8 moves focus to the toast region.
 * The region is a polite live region, so screen readers announce each toast.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { COMMON_TEXTS } from '../messages.ts';

export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  durationMs?: number;
}

interface ShownToast extends ToastInput {
  id: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const t = useTexts(COMMON_TEXTS);
  // The toast sits at the end edge: a swipe towards it (right, or left in Arabic) dismisses it.
  const towardsEdge = useLocale().dir === 'rtl' ? -1 : 1;

  const show = useCallback((input: ToastInput) => {
    setOffset(0);
    setToast({ ...input, id: nextId.current++ });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast((t) => (t?.id === toast.id ? null : t)), toast.durationMs ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const destructive = toast?.variant === 'destructive';
  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Beside the app, not in it: an open dialog makes the app inert, never the toasts (dialog.tsx). */}
      {createPortal(
        <div
          ref={regionRef}
          data-stays-live
          tabIndex={-1}
          role="region"
          aria-label={t.notifications}
          aria-live="polite"
          className="pointer-events-none fixed bottom-4 end-4 z-[60] flex w-[calc(100%-2rem)] max-w-sm flex-col outline-none print:hidden"
        >
          {toast && (
            <div
              key={toast.id}
              role="status"
              style={{ transform: `translateX(${offset * towardsEdge}px)` }}
              onPointerDown={(e) => (swipeStart.current = e.clientX)}
              onPointerMove={(e) => swipeStart.current !== null && setOffset(Math.max(0, (e.clientX - swipeStart.current) * towardsEdge))}
              onPointerUp={() => {
                if (offset >= SWIPE_THRESHOLD_PX) setToast(null);
                swipeStart.current = null;
                setOffset(0);
              }}
              className={`pointer-events-auto relative rounded-lg border p-4 pe-10 shadow-lg ${destructive ? 'border-red-300 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900'}`}
            >
              <p className="text-sm font-semibold">{toast.title}</p>
              {toast.description && <p className={`mt-1 text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`}>{toast.description}</p>}
              <button
                type="button"
                aria-label={t.dismissNotification}
                onClick={() => setToast(null)}
                className="absolute end-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
              >
                <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
                  <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </div>
          )}
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider> above it');
  return show;
}
