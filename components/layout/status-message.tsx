// The body of the 404 and error pages: a large code, a title, a line of text and actions. Its styles
// are the status-message classes of app/globals.css (why there: see the comment above them).
import type { ReactNode } from 'react';

interface StatusMessageProps {
  code: string;
  title: string;
  text: string;
  role?: 'alert';
  children: ReactNode;
}

export function StatusMessage({ code, title, text, role, children }: StatusMessageProps) {
  return (
    <main id="main" className="status-message">
      <div role={role} className="status-message-box">
        <p className="status-message-code" aria-hidden="true">
          {code}
        </p>
        <h1 className="status-message-title">{title}</h1>
        <p className="status-message-text">{text}</p>
        <div className="status-message-actions">{children}</div>
      </div>
    </main>
  );
}
