import type { OcdsValidationIssue, OcdsValidationReport } from '@vira/domain/tender';
import { useTranslation } from 'react-i18next';

const KNOWN = ['required', 'enum', 'type', 'format', 'codelist'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (keyword: string): keyword is Known => (KNOWN as readonly string[]).includes(keyword);

/** One issue in the admin's language, the validator's own words kept beside it for searching the standard. */
function useIssueSentence() {
  const { t } = useTranslation('tenders');
  return (issue: OcdsValidationIssue) => {
    const p = issue.params;
    const key: Known | 'other' = isKnown(issue.keyword) ? issue.keyword : 'other';
    return t(`import.issue.${key}`, {
      field: String(p.missingProperty ?? issue.path.split('/').at(-1) ?? ''),
      allowed: Array.isArray(p.allowedValues) ? p.allowedValues.join(', ') : '',
      type: String(p.type ?? ''),
      format: String(p.format ?? ''),
      value: String(p.value ?? ''),
      codelist: String(p.codelist ?? ''),
      keyword: issue.keyword,
    });
  };
}

function IssueTable({ issues, tone }: { issues: OcdsValidationIssue[]; tone: 'error' | 'warning' }) {
  const { t } = useTranslation('tenders');
  const sentence = useIssueSentence();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="p-2 text-start font-medium">
              {t('import.report.what')}
            </th>
            <th scope="col" className="p-2 text-start font-medium">
              {t('import.report.where')}
            </th>
            <th scope="col" className="p-2 text-end font-medium">
              {t('import.report.times')}
            </th>
            <th scope="col" className="p-2 text-start font-medium">
              {t('import.report.examples')}
            </th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr
              key={`${issue.keyword}|${issue.path}|${issue.message}`}
              className={tone === 'error' ? 'border-b border-red-100' : 'border-b border-amber-100'}
              data-testid={`ocds-${tone}`}
            >
              <td className="p-2">
                {sentence(issue)}
                <span className="block text-xs text-slate-500" dir="ltr" lang="en">
                  {issue.message}
                </span>
              </td>
              <td className="p-2 font-mono text-xs break-all" dir="ltr">
                {issue.path}
              </td>
              <td className="p-2 text-end">{issue.count}</td>
              <td className="p-2 font-mono text-xs break-all" dir="ltr">
                {issue.examples.join(' ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The validation report of an import, laid out like the OCDS Data Review Tool's: errors, then warnings. */
export function OcdsValidationReportView({ report }: { report: OcdsValidationReport }) {
  const { t } = useTranslation('tenders');
  return (
    <div className="space-y-3" data-testid="ocds-report">
      <p className="text-xs text-slate-600">{t('import.report.reportIntro')}</p>
      {report.errors.length > 0 && (
        <section className="space-y-1 rounded-md border border-red-200 bg-red-50 p-3">
          <h3 className="font-semibold text-red-800">{t('import.report.errorsTitle', { count: report.errorCount })}</h3>
          <IssueTable issues={report.errors} tone="error" />
        </section>
      )}
      {report.warnings.length > 0 && (
        <section className="space-y-1 rounded-md border border-amber-200 bg-amber-50 p-3">
          <h3 className="font-semibold text-amber-900">
            {t('import.report.warningsTitle', { count: report.warningCount })}
          </h3>
          <IssueTable issues={report.warnings} tone="warning" />
        </section>
      )}
    </div>
  );
}
