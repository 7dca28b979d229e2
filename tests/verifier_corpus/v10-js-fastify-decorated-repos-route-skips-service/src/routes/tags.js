'use strict';

module.exports = async function tagRoutes(fastify) {
  fastify.get('/tags', async () => {
    const tags = await fastify.repos.tags.all();
    return { tags };
  });
};
