import { Hono } from 'hono';
import { addComment, deleteComment, listComments } from '../services/commentService.js';

export const comments = new Hono();

comments.get('/:slug/comments', async (c) => c.json({ comments: await listComments(c.req.param('slug')) }));

comments.post('/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  const username = c.req.header('x-username') || 'anonymous';
  return c.json({ comment: await addComment(c.req.param('slug'), username, comment.body) }, 201);
});

comments.delete('/:slug/comments/:id', async (c) => {
  const ok = await deleteComment(Number(c.req.param('id')), c.req.header('x-username'));
  return ok ? c.body(null, 204) : c.json({ errors: { comment: ['not found'] } }, 404);
});
