import styles from './shared.module.scss';

/** A closed padlock, drawn with the text's colour. */
const Lock = () => (
  <svg
    className={styles.lock}
    viewBox="0 0 24 24"
    width="18"
    height="18"
    aria-hidden="true"
    focusable="false"
  >
    <path
      d="M7 10.5V8a5 5 0 0 1 10 0v2.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
    <rect x="4.5" y="10.5" width="15" height="10.5" rx="2.5" fill="currentColor" />
    <circle cx="12" cy="15.75" r="1.6" className={styles.keyhole} />
  </svg>
);

/** Says whom the page was shared with, in a band under the header that stays in view. */
export function SharedMark({ text }: { text: string }) {
  return (
    <div className={styles.banner} role="note" data-shared-mark>
      <p className={styles.mark}>
        <Lock />
        <span className={styles.markText}>{text}</span>
      </p>
    </div>
  );
}
