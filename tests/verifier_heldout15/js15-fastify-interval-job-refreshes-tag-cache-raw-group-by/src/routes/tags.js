const tagCache = require('../jobs/tagCache');

module.exports = async function (fastify) {
  fastify.get('/tags', async () => ({ tags: tagCache.get() }));
};
