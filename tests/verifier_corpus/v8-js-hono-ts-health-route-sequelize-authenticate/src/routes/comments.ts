import { Hono } from 'hono';
import { listComments, postComment } from '../services/comment-service.js';

export const comments = new Hono();

comments.get('/articles/:slug/comments', async (c) => c.json({ comments: await listComments(c.req.param('slug')) }));

comments.post('/articles/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  const author = c.req.header('X-Username') ?? 'anonymous';
  try {
    return c.json({ comment: await postComment(c.req.param('slug'), author, comment?.body) }, 201);
  } catch (err) {
    return c.json({ errors: { body: [(err as Error).message] } }, 422);
  }
});
