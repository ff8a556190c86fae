import type { CatalogueStats } from '@vira/domain/stats';
import type { AppDb } from '../../db/client';
import { toCatalogueStats } from './stats.mapper';
import { countCatalogue } from './stats.repository';

export async function getCatalogueStats(db: AppDb): Promise<CatalogueStats> {
  return toCatalogueStats(await countCatalogue(db));
}
