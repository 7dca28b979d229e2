import { Hono } from 'hono';
import { verify } from 'hono/jwt';
import { articleRepository } from '../repositories/article-repository';
import { commentRepository } from '../repositories/comment-repository';

export const comments = new Hono();

comments.get('/:slug/comments', async (c) => {
  const article: any = await articleRepository.findBySlug(c.req.param('slug'));
  if (!article) return c.json({ errors: { body: ['article not found'] } }, 404);
  return c.json({ comments: await commentRepository.list(article.id) });
});

comments.post('/:slug/comments', async (c) => {
  const token = c.req.header('Authorization')?.replace('Token ', '') ?? '';
  const payload = await verify(token, process.env.JWT_SECRET ?? 'conduit').catch(() => null);
  if (!payload) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const article: any = await articleRepository.findBySlug(c.req.param('slug'));
  if (!article) return c.json({ errors: { body: ['article not found'] } }, 404);
  const { comment } = await c.req.json();
  return c.json({ comment: await commentRepository.create(article.id, payload.id as number, comment.body) });
});
