const { QueryTypes } = require('sequelize');
const { sequelize } = require('../models');

module.exports = async (fastify) => {
  fastify.get('/tags', async () => {
    const rows = await sequelize.query(
      'SELECT t.name FROM "Tags" t JOIN "ArticleTags" at ON at."TagId" = t.id GROUP BY t.name ORDER BY COUNT(*) DESC',
      { type: QueryTypes.SELECT },
    );
    return { tags: rows.map((r) => r.name) };
  });
};
