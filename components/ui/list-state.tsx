'use client';
// What a cabinet list shows in place of its rows: the first page loading, the first page failed (with
// a retry, unless retrying cannot help), or nothing to list (with a way on, when there is one). The
// box's look is the list's own (className).
import type { ReactNode } from 'react';

export type ListStateProps = { className?: string; message: string } & (
  | { kind: 'loading' }
  | { kind: 'failed'; retry?: { label: string; onRetry: () => void } }
  | { kind: 'empty'; action?: ReactNode }
);

export function ListState(props: ListStateProps) {
  const { className, message } = props;
  if (props.kind === 'loading') {
    return (
      <p className={className} aria-busy="true">
        {message}
      </p>
    );
  }
  if (props.kind === 'failed') {
    return (
      <div role="alert" className={className}>
        <p>{message}</p>
        {props.retry ? (
          <button type="button" className="button" onClick={props.retry.onRetry}>
            {props.retry.label}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={className}>
      <p>{message}</p>
      {props.action}
    </div>
  );
}
