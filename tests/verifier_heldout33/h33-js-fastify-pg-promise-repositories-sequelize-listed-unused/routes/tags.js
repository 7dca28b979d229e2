const { db } = require('../lib/db');
module.exports = async (fastify) => {
  fastify.get('/tags', async () => ({ tags: (await db.any('SELECT name FROM tags ORDER BY name')).map((t) => t.name) }));
};
