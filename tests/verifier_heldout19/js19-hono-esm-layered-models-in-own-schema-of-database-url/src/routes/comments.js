import { Hono } from 'hono';
import { listComments, deleteComment } from '../services/comment-service.js';

export const comments = new Hono();

comments.get('/:slug/comments', async (c) => c.json({ comments: await listComments(c.req.param('slug')) }));
comments.delete('/:slug/comments/:id', async (c) => {
  const ok = await deleteComment(Number(c.req.param('id')), c.get('userId'));
  return ok ? c.body(null, 204) : c.json({ errors: { comment: ['not found'] } }, 404);
});
