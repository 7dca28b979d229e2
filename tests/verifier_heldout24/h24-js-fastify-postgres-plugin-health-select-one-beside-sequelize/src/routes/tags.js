const { Tag } = require('../models');

module.exports = async function tags(fastify) {
  fastify.get('/tags', async () => ({ tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) }));
};
