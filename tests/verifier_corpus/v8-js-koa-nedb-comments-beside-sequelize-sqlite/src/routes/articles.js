const Router = require('@koa/router');
const Article = require('../models/article');
const comments = require('../data/comments');

const router = new Router();

router.post('/articles', async (ctx) => {
  const { title, body } = ctx.request.body.article;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  ctx.status = 201;
  ctx.body = { article: await Article.create({ slug, title, body, author: ctx.get('X-User') }) };
});

router.get('/articles/:slug/comments', async (ctx) => {
  const list = await comments.forArticle(ctx.params.slug);
  ctx.body = { comments: list.map((c) => ({ id: c._id, body: c.body, createdAt: c.createdAt, author: { username: c.author } })) };
});

router.post('/articles/:slug/comments', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404, 'article not found');
  const c = await comments.add(article.slug, ctx.get('X-User'), ctx.request.body.comment.body);
  ctx.body = { comment: { id: c._id, body: c.body, createdAt: c.createdAt, author: { username: c.author } } };
});

router.delete('/articles/:slug/comments/:id', async (ctx) => {
  await comments.remove(ctx.params.id, ctx.params.slug);
  ctx.status = 204;
});

module.exports = router;
