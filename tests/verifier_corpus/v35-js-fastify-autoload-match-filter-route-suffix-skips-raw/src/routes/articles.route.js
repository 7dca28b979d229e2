'use strict';
const { Article, User } = require('../db');

module.exports = async function articles(fastify) {
  fastify.get('/articles', async (request) => {
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit: Number(request.query.limit ?? 20),
      offset: Number(request.query.offset ?? 0),
    });
    return { articles: rows.map((a) => ({ slug: a.slug, title: a.title, body: a.body, author: { username: a.author.username } })), articlesCount: count };
  });
};
