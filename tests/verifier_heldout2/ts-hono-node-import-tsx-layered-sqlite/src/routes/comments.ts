import { Hono } from 'hono';
import { addComment } from '../services/commentService.ts';

const comments = new Hono();

comments.post('/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  const created = await addComment(c.req.param('slug'), comment.body);
  return created ? c.json({ comment: created }, 201) : c.notFound();
});

export default comments;
