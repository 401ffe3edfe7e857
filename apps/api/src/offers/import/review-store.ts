import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { ReviewedRow } from './row-validation';
import { TimeSlices } from '../../yielding';

// A pending import's reviewed rows as stored in offer_imports.review: one JSON line per row,
// gzipped. Each line is written and read on its own in time slices, and (un)zipping runs on
// libuv's thread pool, so a 20,000-row review (about 10 MB of JSON) never holds the event loop;
// stored as bytes, the database does not parse it either (as jsonb it took PGlite 0.5-3 s, on
// this thread).

const zip = promisify(gzip);
const unzip = promisify(gunzip);

export async function encodeReview(rows: readonly ReviewedRow[]): Promise<Buffer> {
  const slices = new TimeSlices();
  const lines: string[] = [];
  for (const row of rows) {
    lines.push(JSON.stringify(row));
    await slices.pause();
  }
  return zip(lines.join('\n'));
}

export async function decodeReview(bytes: Buffer): Promise<ReviewedRow[]> {
  const text = (await unzip(bytes)).toString('utf8');
  const slices = new TimeSlices();
  const rows: ReviewedRow[] = [];
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    if (stop > start) rows.push(JSON.parse(text.slice(start, stop)) as ReviewedRow);
    start = stop + 1;
    await slices.pause();
  }
  return rows;
}

/** The rows of a stored import: `review` when set, else the jsonb `rows` of an import stored before it existed. */
export async function storedReview(stored: { review: Buffer | null; rows: unknown[] }): Promise<ReviewedRow[]> {
  return stored.review ? decodeReview(stored.review) : (stored.rows as ReviewedRow[]);
}
