import Fastify from 'fastify';
import { sql, migrate } from './db.js';

const app = Fastify({ logger: false });

app.get('/api/health-check', async () => ({ status: 'ok' }));

app.get('/api/tags', async () => {
  const rows = await sql`SELECT name FROM tags ORDER BY name`;
  return { tags: rows.map((row) => row.name) };
});

await migrate();
await app.listen({ port: 3000, host: '0.0.0.0' });
