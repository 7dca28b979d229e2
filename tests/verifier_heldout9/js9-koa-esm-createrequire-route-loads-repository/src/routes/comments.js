import Router from '@koa/router';
import { createRequire } from 'node:module';
import { listComments, addComment, deleteComment } from '../services/comment-service.js';

const require = createRequire(import.meta.url);
const commentRepository = require('../repositories/comment-repository.cjs');

export const comments = new Router();

comments.get('/articles/:slug/comments', async (ctx) => {
  ctx.body = { comments: await listComments(ctx.params.slug) };
});

comments.post('/articles/:slug/comments', async (ctx) => {
  const comment = await addComment(ctx.params.slug, Number(ctx.get('x-user-id')), ctx.request.body?.comment?.body);
  ctx.status = 201;
  ctx.body = { comment };
});

comments.delete('/articles/:slug/comments/:id', async (ctx) => {
  const existing = await commentRepository.findById(Number(ctx.params.id));
  if (!existing) ctx.throw(404, 'comment not found');
  if (existing.authorId !== Number(ctx.get('x-user-id'))) ctx.throw(403, 'not your comment');
  await deleteComment(existing.id);
  ctx.status = 204;
});
