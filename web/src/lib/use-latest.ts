import { useLayoutEffect, useRef } from 'react';

/**
 * A ref to the value of the last committed render, for callbacks that must read the newest state
 * without being re-created (an async send, a navigation callback). Written after commit, not while
 * rendering: a render React throws away never leaks into it. Read it in handlers, never in render.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
