import { Hono } from 'hono';
import { commentsFor, addComment, removeComment, ServiceError } from '../services/comment-service.js';

export const comments = new Hono();

comments.get('/:slug/comments', async (c) => c.json({ comments: await commentsFor(c.req.param('slug')) }));

comments.post('/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  return c.json({ comment: await addComment(c.req.param('slug'), c.get('userId'), comment.body) }, 201);
});

comments.delete('/:slug/comments/:id', async (c) => {
  await removeComment(c.req.param('slug'), Number(c.req.param('id')));
  return c.body(null, 204);
});

comments.onError((err, c) => {
  if (err instanceof ServiceError) return c.json({ errors: { body: [err.message] } }, err.status);
  throw err;
});
