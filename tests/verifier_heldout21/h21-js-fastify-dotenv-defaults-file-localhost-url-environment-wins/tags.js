const { Tag } = require('./db');

module.exports = async function (fastify) {
  fastify.get('/tags', async () => {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });
};
