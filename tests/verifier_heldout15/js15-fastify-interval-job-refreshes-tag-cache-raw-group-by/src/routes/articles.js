const { Article, Tag } = require('../models');
const tagCache = require('../jobs/tagCache');

module.exports = async function (fastify) {
  fastify.post('/articles', async (request, reply) => {
    const { title, description, body, tagList = [] } = request.body.article;
    const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
    const article = await Article.create({ slug, title, description, body });
    const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
    await tagCache.refresh();
    return reply.code(201).send({ article: { ...article.toJSON(), tagList } });
  });
};
