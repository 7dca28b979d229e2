const TagRepository = require('../repositories/tag.repository');
const TagService = require('../services/tag.service');

module.exports = async function tagRoutes(fastify) {
  const tags = new TagService(new TagRepository(fastify.models));
  fastify.get('/tags', async () => ({ tags: await tags.list() }));
};
