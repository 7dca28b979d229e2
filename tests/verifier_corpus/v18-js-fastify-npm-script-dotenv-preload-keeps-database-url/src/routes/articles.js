'use strict';
const { Article, User, Tag } = require('../db/models');

module.exports = async function articleRoutes(app) {
  app.get('/api/articles', async (request) => {
    const limit = Number(request.query.limit || 20);
    const offset = Number(request.query.offset || 0);
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }, { model: Tag, as: 'tagList' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
      distinct: true,
    });
    return { articles: rows.map((a) => a.toJSON()), articlesCount: count };
  });

  app.get('/api/tags', async () => {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });
};
