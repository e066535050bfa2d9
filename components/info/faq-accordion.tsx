// The FAQ as an accordion of <details>/<summary>: native keyboard use (Tab to a question,
// Enter or Space opens it), announced as expandable by screen readers, and readable without
// JavaScript. Each question has an anchor, so /faq#refund opens on it.
import type { FaqItem } from '@/content/info/types';
import { InfoBlocks } from './info-blocks';
import styles from './info-page.module.css';

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.id} id={item.id} className={styles.question}>
          <summary className={styles.summary}>
            <span className={styles.questionTitle}>{item.question}</span>
          </summary>
          <div className={styles.answer}>
            <InfoBlocks blocks={item.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
