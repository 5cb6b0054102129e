import styles from './toggle-button.module.scss';
import type { ToggleLabels } from '@/lib/i18n/label-types';

type Props = {
  expanded: boolean;
  controls: string;
  labels: ToggleLabels;
  onToggle: () => void;
  className?: string;
};

/** A show-more / show-less button whose text says what it will do next. */
export function ToggleButton({
  expanded,
  controls,
  labels,
  onToggle,
  className = styles.toggle,
}: Props) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {expanded ? labels.less : labels.more}
    </button>
  );
}
