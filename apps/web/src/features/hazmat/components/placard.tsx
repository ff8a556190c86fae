import { useTranslation } from 'react-i18next';

const CLASS_COLOURS: Record<string, { fill: string; text: string }> = {
  '2.1': { fill: '#dc2626', text: '#ffffff' },
  '2.3': { fill: '#ffffff', text: '#000000' },
  '3': { fill: '#dc2626', text: '#ffffff' },
  '6.1': { fill: '#ffffff', text: '#000000' },
  '8': { fill: '#ffffff', text: '#000000' },
  '9': { fill: '#ffffff', text: '#000000' },
};

/** The class diamond with the class number, and the orange panel with the UN number, as on the vehicle. */
export function Placard({ hazardClass, un }: { hazardClass: string; un: string }) {
  const { t } = useTranslation('hazmat');
  const colour = CLASS_COLOURS[hazardClass] ?? { fill: '#ffffff', text: '#000000' };
  return (
    <figure
      className="flex items-center gap-4"
      aria-label={t('placard.label', { hazardClass, un })}
      data-testid="placard"
    >
      <svg viewBox="0 0 100 100" className="size-24 shrink-0" role="img" aria-hidden>
        <rect
          x="15"
          y="15"
          width="70"
          height="70"
          transform="rotate(45 50 50)"
          fill={colour.fill}
          stroke="#000"
          strokeWidth="3"
        />
        <text x="50" y="80" textAnchor="middle" fontSize="16" fontWeight="700" fill={colour.text}>
          {hazardClass}
        </text>
        <text x="50" y="56" textAnchor="middle" fontSize="20" fontWeight="700" fill={colour.text}>
          {un}
        </text>
      </svg>
      <div
        className="rounded border-4 border-black bg-orange-500 px-3 py-1 font-mono text-2xl font-bold text-black"
        dir="ltr"
      >
        {un}
      </div>
    </figure>
  );
}
