const fp = require('fastify-plugin');
const tagService = require('../services/tagService');

module.exports = fp(async function tagsHandler(fastify) {
  fastify.get('/api/tags', async () => ({ tags: tagService.popularTags() }));
});
