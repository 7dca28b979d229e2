const Router = require('@koa/router');
const comments = require('../repositories/commentRepository');
const router = new Router();
router.get('/articles/:slug/comments', async (ctx) => { ctx.body = { comments: await comments.forArticle(ctx.state.article.id) }; });
router.delete('/articles/:slug/comments/:id', async (ctx) => {
  const rows = await comments.deleteOwned(Number(ctx.params.id), ctx.state.userId);
  ctx.status = rows.length ? 204 : 403;
});
module.exports = router;
