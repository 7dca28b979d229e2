import { Hono } from 'hono';
import { commentService } from '../services/commentService.js';
import { commentRepository } from '../repositories/commentRepository.js';

export const comments = new Hono();
const uid = (h?: string) => (h ? Number(h) : 0);

comments.get('/:slug/comments', async (c) => c.json({ comments: await commentService.list(c.req.param('slug')) }));
comments.post('/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  return c.json({ comment: await commentService.add(c.req.param('slug'), uid(c.req.header('x-user')), comment.body) });
});
comments.delete('/:slug/comments/:id', async (c) => {
  const found = await commentRepository.findById(Number(c.req.param('id')));
  if (!found) return c.json({ errors: { body: ['comment not found'] } }, 404);
  if (found.authorId !== uid(c.req.header('x-user'))) return c.json({ errors: { body: ['forbidden'] } }, 403);
  await commentRepository.delete(found.id);
  return c.body(null, 200);
});
