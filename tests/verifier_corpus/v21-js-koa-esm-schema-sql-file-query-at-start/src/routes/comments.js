import Router from '@koa/router';
import { Comment, User } from '../models/index.js';

export const comments = new Router({ prefix: '/api/articles/:slug/comments' });

comments.get('/', async (ctx) => {
  const rows = await Comment.findAll({
    where: { articleSlug: ctx.params.slug },
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: [['createdAt', 'DESC']],
  });
  ctx.body = { comments: rows.map((c) => c.toJSON()) };
});

comments.delete('/:id', async (ctx) => {
  const removed = await Comment.destroy({ where: { id: ctx.params.id, articleSlug: ctx.params.slug } });
  ctx.status = removed ? 204 : 404;
});
