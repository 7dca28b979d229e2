const Router = require('@koa/router');
const Comment = require('../models/comment');

const router = new Router({ prefix: '/articles/:slug/comments' });

const view = (c) => ({
  id: c.id,
  body: c.body,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  author: { username: c.authorUsername, bio: null, image: null, following: false },
});

router.get('/', async (ctx) => {
  const comments = await Comment.findAll({ where: { articleSlug: ctx.params.slug }, order: [['id', 'ASC']] });
  ctx.body = { comments: comments.map(view) };
});

router.post('/', async (ctx) => {
  const { body } = ctx.request.body.comment || {};
  if (!body) ctx.throw(422, 'body is required');
  const comment = await Comment.create({
    body,
    articleSlug: ctx.params.slug,
    authorUsername: ctx.get('X-Username') || 'anonymous',
  });
  ctx.body = { comment: view(comment) };
});

router.delete('/:id', async (ctx) => {
  const removed = await Comment.destroy({ where: { id: ctx.params.id, articleSlug: ctx.params.slug } });
  ctx.status = removed ? 200 : 404;
  ctx.body = {};
});

module.exports = router;
