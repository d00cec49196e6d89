/**
 * Node's options for a server process: `npm start` passes the same (package.json), and so does every test and bench
 * that starts one.
 *
 * `--v8-pool-size=1`: V8's helper threads (concurrent marking and sweeping of a full collection, background
 * compilation) are one instead of four. On 2 cores four of them take both cores from the request thread — where PGlite
 * runs too — and from PostgreSQL's backends for as long as a full collection marks: with a 70 MB heap at 1,000 GET ego
 * a second on PGlite that was one every 2–3 s, each stalling the answers 30–100 ms. With one helper thread a core stays
 * free, and the collection takes a little longer beside it.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--v8-pool-size=1'];
