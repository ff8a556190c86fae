import type { ImpactFigures } from '@vira/domain/impact';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** CO₂e avoided per category. Loaded lazily so the chart library ships only with this page. */
export default function Co2eChart({ groups }: { groups: ImpactFigures['byGroup'] }) {
  const { t, i18n } = useTranslation('impact');
  const rows = groups.map((g) => ({ name: t(`groups.${g.group}`), kg: g.co2eAvoidedKg }));
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <div className="h-72 w-full" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={(v: number) => number.format(v)} />
          <YAxis type="category" dataKey="name" width={120} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => [`${number.format(Number(v))} kg CO₂e`, t('chart.series')]} />
          <Bar dataKey="kg" fill="#059669" radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
