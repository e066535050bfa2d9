// The body of the 404 and error pages: a large code, a title, a line of text and actions.
import type { ReactNode } from 'react';
import styles from './status-message.module.css';

interface StatusMessageProps {
  code: string;
  title: string;
  text: string;
  role?: 'alert';
  children: ReactNode;
}

export function StatusMessage({ code, title, text, role, children }: StatusMessageProps) {
  return (
    <main id="main" className={styles.status}>
      <div role={role} className={styles.box}>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </main>
  );
}
