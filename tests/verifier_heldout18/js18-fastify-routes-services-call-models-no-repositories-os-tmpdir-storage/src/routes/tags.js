const tags = require('../services/tagService');
module.exports = async function (fastify) {
  fastify.get('/tags', async () => ({ tags: await tags.all() }));
};
