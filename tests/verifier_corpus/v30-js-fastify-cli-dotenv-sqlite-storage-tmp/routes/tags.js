'use strict';

module.exports = async function tagRoutes(fastify) {
  fastify.get('/tags', async () => {
    const tags = await fastify.models.Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });
};
