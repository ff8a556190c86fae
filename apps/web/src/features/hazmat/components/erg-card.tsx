import { ERG_GUIDES } from '@vira/domain/hazmat';
import { ShieldAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The first minutes of an emergency, from the ERG guide of the material: isolation and evacuation distances. */
export function ErgCard({ guide, hazardClass }: { guide: number; hazardClass: string }) {
  const { t } = useTranslation('hazmat');
  const distances = ERG_GUIDES[guide] ?? { isolateM: 50, fireEvacuateM: 800 };
  return (
    <section className="space-y-2 rounded-lg border-2 border-orange-400 bg-orange-50 p-4" data-testid="erg-card">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ShieldAlertIcon aria-hidden className="size-5 text-orange-700" />
        {t('erg.title', { guide })}
      </h2>
      <p className="font-medium">{t(`classes.${hazardClass.replace('.', '_')}` as 'classes.3')}</p>
      <ul className="list-disc space-y-1 ps-5 text-sm">
        <li>{t('erg.call')}</li>
        <li>{t('erg.isolate', { meters: distances.isolateM })}</li>
        <li>{t('erg.fire', { meters: distances.fireEvacuateM })}</li>
        <li>{t('erg.upwind')}</li>
      </ul>
    </section>
  );
}
