'use strict';

module.exports = async function (fastify) {
  const { Article } = fastify.db.models;

  fastify.get('/', async () => {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return { tags: [...new Set(rows.flatMap((r) => r.tagList))] };
  });
};
