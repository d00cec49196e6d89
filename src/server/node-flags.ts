/**
 * Node's options for a server process: `npm start` passes the same (package.json), and so does every test and bench
 * that starts one.
 *
 * `--v8-pool-size=1`: V8's helper threads (concurrent marking and sweeping of a full collection, background
 * compilation) are one instead of four. On 2 cores four of them take both cores from the request thread — where PGlite
 * runs too — and from PostgreSQL's backends for as long as a full collection marks: with a 70 MB heap at 1,000 GET ego
 * a second on PGlite that was one every 2–3 s, each stalling the answers 30–100 ms. With one helper thread a core stays
 * free, and the collection takes a little longer beside it.
 *
 * `--no-allocation-site-pretenuring`: V8 allocates no object straight into the old generation because others made at
 * the same place in the code outlived a young collection. Under booking load it had taken the rows, buffers and query
 * parameters of requests there (a sampling heap profile of what only full collections freed: pg's row parsing, its
 * buffer slices, the booking's parameters), so they died in the old generation and needed full collections: 12–16 of
 * them in a PostgreSQL bench run, freeing 260–290 MB; with the option 6–8, freeing 82–83 MB. Each full collection
 * marks on the second core, beside PostgreSQL's backends; the largest stalls of the half-max booking runs had fallen on
 * one.
 *
 * `--heap-growing-percent=100`: after a full collection V8 lets the old generation grow to twice what survived it
 * before the next one. Left to itself, V8 judged the server's collections cheap and allowed about a fifth more: with
 * 58 MB surviving, the next came at 68–70 MB, every 3–4 s at 1,000 GET ego a second on PGlite (2.3 MB a second outlive
 * two young collections there). With the option they come at about 122 MB, every 25 s, for the same work each.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--v8-pool-size=1', '--no-allocation-site-pretenuring', '--heap-growing-percent=100'];
