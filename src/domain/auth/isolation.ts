/**
 * Agency isolation: a resource of one agency does not exist for another. Callers answer 404 with the
 * resource's own not-found text, never 403, so that ids of other agencies cannot be probed.
 *
 * Prefer filtering by agency in the query itself (`where id = $1 and agency_id = $2`); use these helpers
 * where a row is loaded by id first.
 */
import { AppError } from '../../kernel/errors.js';
import type { AgencyContext } from './context.js';

export interface NotFoundText {
  detail: string;
  code: string;
}

/** Throws 404 (with `notFound`) unless the resource exists and belongs to the calling agency. */
export function assertOwned(
  resourceAgencyId: string | null | undefined,
  agency: Pick<AgencyContext, 'id'>,
  notFound: NotFoundText,
): void {
  if (!resourceAgencyId || resourceAgencyId !== agency.id) {
    throw new AppError(404, notFound.code, notFound.detail);
  }
}

/** The row when it exists and belongs to the calling agency; 404 otherwise. */
export function ownedOrNotFound<T extends { agencyId: string }>(
  row: T | null | undefined,
  agency: Pick<AgencyContext, 'id'>,
  notFound: NotFoundText,
): T {
  assertOwned(row?.agencyId, agency, notFound);
  return row!;
}
