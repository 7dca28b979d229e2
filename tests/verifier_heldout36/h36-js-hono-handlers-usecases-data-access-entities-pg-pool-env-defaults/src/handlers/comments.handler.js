import { Hono } from 'hono';
import { listComments, addComment } from '../usecases/comments.js';
export const commentsHandler = new Hono()
  .get('/:slug/comments', async (c) => c.json({ comments: await listComments(c.req.param('slug')) }))
  .post('/:slug/comments', async (c) => {
    const { comment } = await c.req.json();
    try { return c.json({ comment: await addComment(c.req.param('slug'), comment?.body) }); }
    catch (e) { return c.json({ errors: { body: [e.message] } }, e.status || 500); }
  });
