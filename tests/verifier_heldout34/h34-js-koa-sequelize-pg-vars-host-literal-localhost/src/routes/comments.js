const Router = require('@koa/router');
const { Comment } = require('../models');

const router = new Router({ prefix: '/api/articles/:slug/comments' });

router.get('/', async (ctx) => {
  ctx.body = { comments: await Comment.findAll({ where: { articleSlug: ctx.params.slug }, order: [['createdAt', 'DESC']] }) };
});

router.delete('/:id', async (ctx) => {
  await Comment.destroy({ where: { id: ctx.params.id, articleSlug: ctx.params.slug } });
  ctx.status = 204;
});

module.exports = router;
