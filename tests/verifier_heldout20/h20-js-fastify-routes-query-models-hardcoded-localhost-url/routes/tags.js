const { Article } = require('../models');

module.exports = async function tags(fastify) {
  fastify.get('/tags', async () => {
    const articles = await Article.findAll({ attributes: ['tagList'] });
    return { tags: [...new Set(articles.flatMap((a) => a.tagList))] };
  });
};
