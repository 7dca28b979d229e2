'use strict';

module.exports = async function tagRoutes(fastify) {
  fastify.get('/tags', async () => {
    const tags = await fastify.services.tags.list();
    return { tags };
  });
};
