import type { ImportResult, ImportRow } from '@bp/api-contract';
import { TimeSlices } from '../../yielding';

// The JSON of an ImportResult (up to 20,000 rows, about 10 MB), written in time slices: Fastify's
// serialiser would write it in one go on the main thread (0.2-0.3 s measured), holding every
// other request meanwhile. The rows are built by this module's services with exactly the
// contract's fields (ImportRowSchema), so JSON.stringify writes what the schema would.

async function rowsJson(rows: readonly ImportRow[], slices: TimeSlices): Promise<string> {
  const parts: string[] = [];
  for (const row of rows) {
    parts.push(JSON.stringify(row));
    await slices.pause();
  }
  return `[${parts.join(',')}]`;
}

export async function importResultJson(result: ImportResult): Promise<string> {
  const slices = new TimeSlices();
  const byWarehouse: string[] = [];
  for (const [warehouse, rows] of Object.entries(result.validOffersMap)) byWarehouse.push(`${JSON.stringify(warehouse)}:${await rowsJson(rows, slices)}`);
  return (
    `{"conflictOffers":${await rowsJson(result.conflictOffers, slices)},"invalidOffers":${await rowsJson(result.invalidOffers, slices)},` +
    `"validOffersMap":{${byWarehouse.join(',')}},"fileName":${JSON.stringify(result.fileName)},"uploadedAt":${JSON.stringify(result.uploadedAt)}}`
  );
}
