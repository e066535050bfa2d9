// The buttons under a filter panel: Reset clears what is chosen in the panel, Apply submits it.
import { useTranslations } from 'next-intl';
import styles from './filters.module.css';

export function PanelActions({ onReset }: { onReset: () => void }) {
  const t = useTranslations('Filters');
  return (
    <div className={styles.panelActions}>
      <button type="button" className="button button-secondary" onClick={onReset}>
        {t('reset')}
      </button>
      <button type="submit" className="button">
        {t('apply')}
      </button>
    </div>
  );
}
