'use strict';

module.exports = async function tags(fastify) {
  fastify.get('/api/tags', async () => {
    const rows = await fastify.models.Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: rows.map((t) => t.name) };
  });
};
