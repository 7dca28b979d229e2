'use strict';
const Router = require('@koa/router');
const articleService = require('../services/article-service');
const auth = require('../middleware/auth');

const router = new Router();

async function render(ctx, a) {
  const [author, following] = await Promise.all([
    ctx.state.loaders.user.load(a.authorId),
    ctx.state.loaders.following.load(a.authorId),
  ]);
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: a.tagList,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: author.username, bio: author.bio, image: author.image, following },
  };
}

router.get('/articles', async (ctx) => {
  const { rows, count } = await articleService.list(ctx.query);
  ctx.body = { articles: await Promise.all(rows.map((a) => render(ctx, a))), articlesCount: count };
});

router.get('/articles/:slug', async (ctx) => {
  ctx.body = { article: await render(ctx, await articleService.get(ctx.params.slug)) };
});

router.post('/articles', auth.required, async (ctx) => {
  const article = await articleService.create(ctx.state.userId, ctx.request.body.article);
  ctx.status = 201;
  ctx.body = { article: await render(ctx, article) };
});

module.exports = router;
