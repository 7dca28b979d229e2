'use strict';
const Router = require('@koa/router');
const { Article, Favorite } = require('../models');

const router = new Router();

router.post('/api/articles/:slug/favorite', async (ctx) => {
  if (!ctx.state.userId) ctx.throw(401);
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404);
  await Favorite.findOrCreate({ where: { UserId: ctx.state.userId, ArticleId: article.id } });
  const favoritesCount = await Favorite.count({ where: { ArticleId: article.id } });
  ctx.body = { article: { slug: article.slug, title: article.title, favorited: true, favoritesCount } };
});

module.exports = router;
