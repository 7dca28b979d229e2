'use strict';

const Article = require('../models/article');
const favorites = require('../stores/favorite-store');

async function present(article, userId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    ...(await favorites.stats(article.id, userId)),
  };
}

module.exports = async function articles(app) {
  const find = async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug } });
    if (!article) reply.code(404).send({ errors: { article: ['not found'] } });
    return article;
  };

  app.get('/articles/:slug', async (request, reply) => {
    const article = await find(request, reply);
    if (article) return { article: await present(article, request.userId) };
    return reply;
  });

  app.post('/articles/:slug/favorite', async (request, reply) => {
    const article = await find(request, reply);
    if (!article) return reply;
    await favorites.add(article.id, request.userId);
    return { article: await present(article, request.userId) };
  });

  app.delete('/articles/:slug/favorite', async (request, reply) => {
    const article = await find(request, reply);
    if (!article) return reply;
    await favorites.remove(article.id, request.userId);
    return { article: await present(article, request.userId) };
  });
};
