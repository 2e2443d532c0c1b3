import styles from './kept-numbers.module.css';

/** A phone number as prose prints it: 「2345 6789」, 「+852 2345 6789」. */
const NUMBER = /((?:\+\d{1,3} )?\d{4} \d{4})/;

/** A sentence whose phone numbers never break across two lines (a visitor copies or reads them whole). */
export function KeptNumbers({ text }: { text: string }) {
  const parts = text.split(NUMBER);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className={styles.number}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
