import type { LendingPartner, LoanDecision, LoanRequest } from './lending-partner';

/**
 * A real partner reached over HTTPS: POSTs the request as JSON with a bearer token and expects
 * `{ id, status: 'in_review' | 'approved' | 'rejected', code? }`. Anything else is an error the caller reports
 * as "partner unavailable"; nothing is retried automatically, so an application is never sent twice.
 */
export function createHttpPartner(url: string, token: string, fetchImpl: typeof fetch = fetch): LendingPartner {
  return {
    name: new URL(url).hostname,
    async submit(request: LoanRequest): Promise<LoanDecision> {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': request.applicationId,
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`lending partner answered ${response.status}`);
      const body = (await response.json()) as { id?: unknown; status?: unknown; code?: unknown };
      const status = body.status;
      if (typeof body.id !== 'string' || (status !== 'in_review' && status !== 'approved' && status !== 'rejected'))
        throw new Error('lending partner answered an unexpected body');
      return { externalId: body.id, status, code: typeof body.code === 'string' ? body.code : status, raw: body };
    },
  };
}
