import styles from './unbroken.module.scss';

/** Text whose hyphenated words ("Front-end") never break at their hyphen: a narrow line moves
 * the whole word down rather than leaving "FRONT-" at its end. */
export function Unbroken({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 ? (
      <span key={index} className={styles.word}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
