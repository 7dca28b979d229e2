import Router from '@koa/router';
import { Comment } from '../models/comment.js';

export const comments = new Router({ prefix: '/api/articles/:slug/comments' });

comments.get('/', async (ctx) => {
  const rows = await Comment.findAll({ where: { articleSlug: ctx.params.slug }, order: [['createdAt', 'DESC']] });
  ctx.body = { comments: rows };
});

comments.post('/', async (ctx) => {
  const { body } = ctx.request.body.comment || {};
  if (!body) ctx.throw(422, 'body is required');
  const comment = await Comment.create({ body, articleSlug: ctx.params.slug, authorUsername: ctx.state.username || 'anonymous' });
  ctx.status = 201;
  ctx.body = { comment };
});

comments.delete('/:id', async (ctx) => {
  await Comment.destroy({ where: { id: ctx.params.id, articleSlug: ctx.params.slug } });
  ctx.status = 204;
});
