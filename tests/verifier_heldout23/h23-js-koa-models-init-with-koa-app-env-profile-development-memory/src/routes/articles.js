const Router = require('@koa/router');
const articleService = require('../services/articles');
const commentService = require('../services/comments');
const auth = require('../middleware/auth');

const router = new Router();

router.get('/articles', auth.optional, async (ctx) => {
  ctx.body = await articleService.list(ctx.query, ctx.state.userId);
});
router.get('/articles/feed', auth.required, async (ctx) => {
  ctx.body = await articleService.feed(ctx.query, ctx.state.userId);
});
router.get('/articles/:slug', auth.optional, async (ctx) => {
  ctx.body = { article: await articleService.get(ctx.params.slug, ctx.state.userId) };
});
router.post('/articles', auth.required, async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.request.body.article, ctx.state.userId) };
});
router.put('/articles/:slug', auth.required, async (ctx) => {
  ctx.body = { article: await articleService.update(ctx.params.slug, ctx.request.body.article, ctx.state.userId) };
});
router.delete('/articles/:slug', auth.required, async (ctx) => {
  await articleService.remove(ctx.params.slug, ctx.state.userId);
  ctx.status = 204;
});
router.post('/articles/:slug/favorite', auth.required, async (ctx) => {
  ctx.body = { article: await articleService.setFavorite(ctx.params.slug, ctx.state.userId, true) };
});
router.delete('/articles/:slug/favorite', auth.required, async (ctx) => {
  ctx.body = { article: await articleService.setFavorite(ctx.params.slug, ctx.state.userId, false) };
});

router.get('/articles/:slug/comments', auth.optional, async (ctx) => {
  ctx.body = { comments: await commentService.list(ctx.params.slug, ctx.state.userId) };
});
router.post('/articles/:slug/comments', auth.required, async (ctx) => {
  ctx.status = 201;
  ctx.body = { comment: await commentService.add(ctx.params.slug, ctx.request.body.comment?.body, ctx.state.userId) };
});
router.delete('/articles/:slug/comments/:id', auth.required, async (ctx) => {
  await commentService.remove(ctx.params.slug, Number(ctx.params.id), ctx.state.userId);
  ctx.status = 204;
});

router.get('/tags', async (ctx) => {
  ctx.body = { tags: await articleService.tags() };
});

module.exports = router;
