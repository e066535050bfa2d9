// A document page (privacy policy, public offer, terms, guarantees): title, introduction, a list of
// the sections linking to their anchors, and the sections, numbered for the legal documents.
import type { InfoDocument as Document } from '@/content/info/types';
import { InfoBlocks } from './info-blocks';
import styles from './info-page.module.css';

export function InfoDocument({
  title,
  contentsLabel,
  document,
  numbered,
}: {
  title: string;
  contentsLabel: string;
  document: Document;
  numbered: boolean;
}) {
  const number = (index: number) => (numbered ? `${index + 1}. ` : '');
  return (
    <article className={styles.page} aria-labelledby="info-title">
      <h1 id="info-title" className={styles.title}>
        {title}
      </h1>
      {document.intro.map((text) => (
        <p key={text} className={styles.intro}>
          {text}
        </p>
      ))}
      <nav className={styles.contents} aria-label={contentsLabel}>
        <h2 className={styles.contentsTitle}>{contentsLabel}</h2>
        <ol className={numbered ? styles.contentsNumbered : styles.contentsList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            {number(index)}
            {section.title}
          </h2>
          <InfoBlocks blocks={section.blocks} numberPrefix={numbered ? `${index + 1}.` : undefined} />
        </section>
      ))}
    </article>
  );
}
