'use strict';
const { sequelize } = require('../../db');

module.exports = async function feed(fastify) {
  fastify.get('/feed', async (request) => {
    const rows = await sequelize.query(
      'SELECT a.slug, a.title, a.body FROM articles a ORDER BY a."createdAt" DESC LIMIT :limit',
      { replacements: { limit: Number(request.query.limit ?? 20) }, type: sequelize.QueryTypes.SELECT },
    );
    return { articles: rows, articlesCount: rows.length };
  });
};
