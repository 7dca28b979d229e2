const { Tag, Article } = require('../db/sequelize');

module.exports = async function (fastify) {
  fastify.get('/tags', async () => {
    const tags = await Tag.findAll({
      include: [{ model: Article, as: 'articles', attributes: ['id'], required: true, through: { attributes: [] } }],
      order: [['name', 'ASC']],
    });
    return { tags: tags.map((t) => t.name) };
  });
};
