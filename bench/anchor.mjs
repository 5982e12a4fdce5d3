// The bench's anchor (issue 29): a bare server answering the product's project-list page from the same table, so
// `npm run bench` can print every figure as a ratio against what this machine gives a minimal stack in the same run.
// Fastify, a pg pool of 10 and jose's HS256 check of the product's own bearer token; no schemas, hooks or plugins.
// Plain JavaScript started with `node` (no TypeScript loader). ANCHOR_PROCESSES node:cluster workers share PORT, as
// server/start.mjs runs the product's. Environment: DATABASE_URL, JWT_SECRET, PORT, HOST, ANCHOR_PROCESSES.
import cluster from 'node:cluster';
import process from 'node:process';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

const processes = Number(process.env.ANCHOR_PROCESSES ?? 1);

if (cluster.isPrimary && processes > 1) {
  let listening = 0;
  const fork = () =>
    cluster.fork().once('listening', () => {
      listening += 1;
      if (listening < processes) {
        fork();
      }
    });
  fork();
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) {
      worker?.process.kill('SIGTERM');
    }
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} else {
  await serve();
}

async function serve() {
  const key = new TextEncoder().encode(process.env.JWT_SECRET);
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  // The product's first page of its project list: the owner's projects newest first, the listed columns and the total.
  const page = {
    name: 'anchor_project_page',
    text: `select id, owner_user_id as "ownerUserId", number, name, description, created_at as "createdAt",
             time_zone as "timeZone", address, city, country, country_code as "countryCode", latitude, longitude,
             number_of_units as "numberOfUnits", total_price as "totalPrice",
             (select count(*) from projects where owner_user_id = $1)::integer as total
           from projects where owner_user_id = $1 order by created_at desc, id desc limit $2 offset $3`,
  };
  const app = Fastify({ logger: false });
  app.get('/api/project/all', async (request, reply) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    let owner;
    try {
      owner = (await jwtVerify(token, key, { algorithms: ['HS256'], issuer: 'airsizer' })).payload.sub;
    } catch {
      return reply.code(401).send({ status: 401, message: 'Unauthorized' });
    }
    const pageSize = Math.min(Number(request.query.pageSize ?? 50), 500);
    const offset = Number(request.query.page ?? 0) * pageSize;
    const { rows } = await pool.query({ ...page, values: [owner, pageSize, offset] });
    const total = rows[0]?.total ?? 0;
    const data = rows.map(({ total: _total, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
    }));
    return { status: 200, message: 'Success', data: { data, total } };
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
  const stop = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}
