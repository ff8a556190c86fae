import type { LendingPartner, LoanDecision, LoanRequest } from './lending-partner';

function decisionOf(body: { id?: unknown; status?: unknown; code?: unknown }): LoanDecision {
  const status = body.status;
  if (typeof body.id !== 'string' || (status !== 'in_review' && status !== 'approved' && status !== 'rejected'))
    throw new Error('lending partner answered an unexpected body');
  return { externalId: body.id, status, code: typeof body.code === 'string' ? body.code : status, raw: body };
}

/**
 * A real partner reached over HTTPS: POSTs the request as JSON with a bearer token and expects
 * `{ id, status: 'in_review' | 'approved' | 'rejected', code? }`; an application in review is asked about
 * again with `GET <url>/<id>`, which answers the same body. Anything else is an error the caller reports as
 * "partner unavailable"; a POST is never retried automatically, so an application is never sent twice.
 */
export function createHttpPartner(url: string, token: string, fetchImpl: typeof fetch = fetch): LendingPartner {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    name: new URL(url).hostname,
    reviewSeconds: 15 * 60,
    async submit(request: LoanRequest): Promise<LoanDecision> {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': request.applicationId },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`lending partner answered ${response.status}`);
      return decisionOf((await response.json()) as Record<string, unknown>);
    },
    async check(externalId: string): Promise<LoanDecision> {
      const response = await fetchImpl(`${url.replace(/\/$/, '')}/${encodeURIComponent(externalId)}`, {
        headers,
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`lending partner answered ${response.status}`);
      return decisionOf((await response.json()) as Record<string, unknown>);
    },
  };
}
