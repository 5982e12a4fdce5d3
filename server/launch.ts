/**
 * How the server is started: `npm start`, the deployment examples in docs/operations.md and every test or benchmark
 * that runs the server as its own process use these arguments (a test holds package.json to them). `server/start.mjs`
 * registers TypeScript's loader in each server process it runs; node:cluster workers inherit the Node options.
 *
 * `--max-semi-space-size=32` (MiB; V8's default is 16 on 64-bit): under load a request's objects live for tens of
 * milliseconds, longer than a small young generation lasts between scavenges, so they were copied and promoted to the
 * old generation and then collected by the expensive collector. A larger young generation lets them die young: the
 * list calls answer 10-15 % more requests a second on 2 cores (issue 19; `npm run bench`), for at most 32 MiB more
 * memory.
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=32', 'server/start.mjs'];
