import type { CautionNote as Note } from '@/content/types';
import styles from './caution-note.module.css';

interface CautionNoteProps {
  /** A short label and the sentences of care of content/cautions.ts, each its own paragraph. */
  note: Note;
  /** The label's level under the section it closes: h3 inside a titled section, h2 as a section of its own. */
  headingLevel?: 'h2' | 'h3';
  /** Names the label, for a `<section aria-labelledby>` around the note. */
  headingId?: string;
  /** Spacing from the content above, set by the section that places the note. */
  className?: string;
}

/** Sentences of care under a short label (「請留意」), set apart from the text above them. */
export function CautionNote({ note, headingLevel = 'h3', headingId, className }: CautionNoteProps) {
  const Heading = headingLevel;
  return (
    <div className={className ? `${styles.note} ${className}` : styles.note}>
      <Heading id={headingId} className={styles.heading}>
        {note.heading}
      </Heading>
      {note.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
