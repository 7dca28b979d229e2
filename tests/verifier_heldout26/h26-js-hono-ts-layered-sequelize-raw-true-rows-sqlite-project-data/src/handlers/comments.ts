import { Hono } from 'hono';
import type { CommentService } from '../services/comment.service';
import type { AppEnv } from './env';

export function commentHandlers(comments: CommentService) {
  const h = new Hono<AppEnv>();
  h.get('/:slug/comments', async (c) => c.json({ comments: await comments.list(c.req.param('slug'), c.get('userId')) }));
  h.post('/:slug/comments', async (c) => {
    const { comment } = await c.req.json<{ comment?: { body?: string } }>();
    return c.json({ comment: await comments.add(c.req.param('slug'), c.get('requireUser')(), comment?.body) }, 201);
  });
  h.delete('/:slug/comments/:id', async (c) => {
    await comments.remove(Number(c.req.param('id')), c.get('requireUser')());
    return c.body(null, 204);
  });
  return h;
}
