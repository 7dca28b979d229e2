import { Hono } from 'hono';
import { articleService } from '../services/article.service';
import { authService } from '../services/auth.service';
import { DomainError } from '../services/errors';
import { withTransaction } from '../repositories/unit-of-work';

export const articleRoutes = new Hono();

async function requireUser(header?: string) {
  const id = await authService.userId(header);
  if (!id) throw new DomainError(401, 'unauthorized');
  return id;
}

articleRoutes.get('/:slug', async (c) => c.json({ article: await articleService.get(c.req.param('slug')) }));

articleRoutes.post('/', async (c) => {
  const userId = await requireUser(c.req.header('Authorization'));
  const { article } = await c.req.json();
  // article row + its tags must be written atomically
  const created = await withTransaction((t) => articleService.create(userId, article ?? {}, t));
  return c.json({ article: created }, 201);
});

articleRoutes.put('/:slug', async (c) => {
  const userId = await requireUser(c.req.header('Authorization'));
  const { article } = await c.req.json();
  const updated = await withTransaction((t) => articleService.update(c.req.param('slug'), userId, article ?? {}, t));
  return c.json({ article: updated });
});
