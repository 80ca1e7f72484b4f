/** A tooltip shown on hover and on keyboard focus, announced through aria-describedby. */
import { cloneElement, useId, useState, type ReactElement } from 'react';

export function Tooltip({ text, children }: { text: string; children: ReactElement<{ 'aria-describedby'?: string }> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    // The wrapper only listens to what bubbles from its trigger (hover, focus, Escape); the trigger is the control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className="relative inline-flex"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        role="tooltip"
        id={id}
        className={`pointer-events-none absolute bottom-full end-0 z-30 mb-2 w-64 rounded-md bg-slate-900 px-3 py-2 text-xs leading-snug text-white shadow-lg ${open ? 'block' : 'hidden'}`}
      >
        {text}
      </span>
    </span>
  );
}
