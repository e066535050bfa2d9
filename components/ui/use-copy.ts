'use client';
// Copying a text to the clipboard with feedback: "copied" for a moment, or "failed" (the shopper
// can still select the text by hand). Used by the cabinet's code buttons and the Pix code field.
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Copied" stays before the control offers to copy again. */
export const COPIED_FEEDBACK_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

export function useCopy(text: string): { state: CopyState; copy: () => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    } catch {
      setState('failed');
    }
  }, [text]);

  return { state, copy };
}
