'use strict';

module.exports = async function tagRoutes(fastify) {
  fastify.get('/tags', async () => {
    const rows = fastify.db.prepare('SELECT DISTINCT tag FROM article_tags ORDER BY tag').all();
    return { tags: rows.map((r) => r.tag) };
  });
};
