import { Hono } from 'hono';
import { verify } from 'hono/jwt';
import { commentService } from '../services/comment.service.js';
import { commentRepository } from '../repositories/comment.repository.js';

type Env = { Variables: { user: { id: number; username: string } } };

const SECRET = process.env.JWT_SECRET ?? 'conduit-hono-secret';

export const comments = new Hono<Env>();

comments.use('/articles/:slug/comments/*', async (c, next) => {
  if (c.req.method === 'GET') return next();
  const token = (c.req.header('Authorization') ?? '').replace(/^Token /, '');
  try {
    c.set('user', (await verify(token, SECRET)) as { id: number; username: string });
  } catch {
    return c.json({ errors: { token: ['invalid'] } }, 401);
  }
  await next();
});

comments.get('/articles/:slug/comments', async (c) => c.json({ comments: await commentService.list(c.req.param('slug')) }));

comments.post('/articles/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  return c.json({ comment: await commentService.add(c.req.param('slug'), c.get('user'), comment?.body) });
});

comments.delete('/articles/:slug/comments/:id', async (c) => {
  const id = Number(c.req.param('id'));
  const existing = await commentRepository.findById(id);
  if (!existing || existing.articleSlug !== c.req.param('slug')) return c.json({ errors: { comment: ['not found'] } }, 404);
  if (existing.authorId !== c.get('user').id) return c.json({ errors: { comment: ['forbidden'] } }, 403);
  await commentService.remove(id);
  return c.body(null, 204);
});
