const tagRepository = require('../repositories/tag.repository');
const tagService = require('../services/tag.service');

module.exports = async function routes(fastify) {
  const tags = tagService(tagRepository(fastify.models));

  fastify.get('/health-check', async () => ({ status: 'ok' }));
  fastify.get('/tags', async () => ({ tags: await tags.listTagNames() }));
};
