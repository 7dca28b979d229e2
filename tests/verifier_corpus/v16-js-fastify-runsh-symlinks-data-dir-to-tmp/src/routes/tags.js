const { Tag } = require('../models');

module.exports = async function tags(fastify) {
  fastify.get('/api/tags', async () => {
    const rows = await Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: rows.map((r) => r.name) };
  });
};
