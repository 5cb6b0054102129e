import styles from './shared.module.scss';

/** Says whom the page was shared with, above its content. */
export function SharedMark({ text }: { text: string }) {
  return (
    <p className={styles.mark} role="note">
      <span aria-hidden="true" className={styles.lock} />
      {text}
    </p>
  );
}
