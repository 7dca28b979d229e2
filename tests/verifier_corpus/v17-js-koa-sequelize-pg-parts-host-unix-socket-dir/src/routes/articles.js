'use strict';
const Router = require('@koa/router');
const { User, Article } = require('../db/models');

const router = new Router({ prefix: '/api/articles' });

router.get('/:slug', async (ctx) => {
  const article = await Article.findOne({
    where: { slug: ctx.params.slug },
    include: [{ model: User, as: 'author' }],
  });
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { body: ['article not found'] } };
    return;
  }
  ctx.body = {
    article: {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      favorited: false,
      favoritesCount: article.favoritesCount,
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
    },
  };
});

module.exports = router;
