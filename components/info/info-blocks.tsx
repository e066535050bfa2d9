// The paragraphs and bullet lists of an information page's section (content/info/types.ts).
import type { InfoBlock } from '@/content/info/types';
import styles from './info-page.module.css';

/** The clause number of each block: paragraphs count 1, 2, 3…; lists carry none. */
function clauseNumbers(blocks: readonly InfoBlock[]): (number | null)[] {
  let count = 0;
  return blocks.map((block) => (typeof block === 'string' ? (count += 1) : null));
}

export function InfoBlocks({ blocks, numberPrefix }: { blocks: readonly InfoBlock[]; numberPrefix?: string }) {
  const numbers = clauseNumbers(blocks);
  return (
    <>
      {blocks.map((block, index) => {
        if (typeof block !== 'string') {
          return (
            <ul key={index} className={styles.list}>
              {block.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        // Numbered documents number their clauses too ("4.2."), so a clause can be quoted.
        return (
          <p key={index} className={styles.paragraph}>
            {numberPrefix ? <span className={styles.clause}>{`${numberPrefix}${numbers[index]}.`} </span> : null}
            {block}
          </p>
        );
      })}
    </>
  );
}
