// "Page not found" (SPEC.md §8) with a way back to the catalogue; served with status 404.
import { useTranslations } from 'next-intl';
import { StatusMessage } from '@/components/layout/status-message';
import { Link } from '@/i18n/navigation';

export default function NotFound() {
  const t = useTranslations('NotFound');
  return (
    <StatusMessage code="404" title={t('title')} text={t('text')}>
      <Link href="/" className="button">
        {t('back')}
      </Link>
    </StatusMessage>
  );
}
