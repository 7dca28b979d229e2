const db = require('../db');

module.exports = async function tagRoutes(fastify) {
  fastify.get('/tags', async () => {
    const rows = db.prepare('SELECT name FROM tags ORDER BY name').all();
    return { tags: rows.map((r) => r.name) };
  });
};
