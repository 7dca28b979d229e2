const fastify = require('fastify')();
const { pool, init } = require('./lib/db');

fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.get('/api/tags', async () => {
  const { rows } = await pool.query('SELECT name FROM tags ORDER BY name');
  return { tags: rows.map((r) => r.name) };
});

init().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
