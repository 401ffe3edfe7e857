// What the API benchmarks share: a timed call of a /px-api-gateway route, and a process's CPU time.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';

// node:http with a keep-alive agent, not fetch: undici's fetch cost the client about 1 ms of CPU
// per call (node:http 0.3 ms), and on a 2-core machine the client's CPU delays the API's answers
// in a burst of 50. BENCH_CLIENT=fetch uses fetch, for a comparison with earlier runs.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * A client of the API at `origin` as `token`: call(method, path, body) answers the status, the
 * milliseconds from the call to the whole answer, and the parsed body.
 */
export function timedApiClient(origin) {
  return process.env.BENCH_CLIENT === 'fetch'
    ? (token, method, path, body) => fetchCall(origin, token, method, path, body)
    : (token, method, path, body) => httpCall(origin, token, method, path, body);
}

function httpCall(origin, token, method, path, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/px-api-gateway/${path}`,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode, ms: performance.now() - started, body: text ? JSON.parse(text) : null });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function fetchCall(origin, token, method, path, body) {
  const started = performance.now();
  const response = await fetch(`${origin}/px-api-gateway/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, body: text ? JSON.parse(text) : null };
}

/** CPU time (user + system) of a process so far, in ms; null where /proc is missing. */
export function cpuMsOf(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 per second on Linux).
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
