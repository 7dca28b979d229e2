'use strict';

const Router = require('@koa/router');
const { Comment } = require('../models');

const router = new Router({ prefix: '/api' });

router.get('/articles/:slug/comments', async (ctx) => {
  const comments = await Comment.findAll({ where: { articleId: Number(ctx.query.articleId) || 0 }, order: [['id', 'ASC']] });
  ctx.body = {
    comments: comments.map((c) => ({
      id: c.id,
      body: c.body,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    })),
  };
});

module.exports = router;
