import { Hono } from 'hono';
import type { Article } from '../../../domain/entities/article.js';
import { CreateArticle, ValidationFailed } from '../../../application/usecases/create-article.js';
import type { GetArticle } from '../../../application/usecases/get-article.js';

const present = (a: Article) => ({ ...a, favorited: false, favoritesCount: 0 });

export function articleRoutes(deps: { createArticle: CreateArticle; getArticle: GetArticle }) {
  const r = new Hono();

  r.post('/articles', async (c) => {
    const body = await c.req.json<{ article?: Record<string, unknown> }>();
    try {
      const article = await deps.createArticle.execute((body.article ?? {}) as never);
      return c.json({ article: present(article) }, 201);
    } catch (e) {
      if (e instanceof ValidationFailed) return c.json({ errors: { [e.field]: ["can't be blank"] } }, 422);
      throw e;
    }
  });

  r.get('/articles/:slug', async (c) => {
    const article = await deps.getArticle.execute(c.req.param('slug'));
    return article ? c.json({ article: present(article) }) : c.json({ errors: { article: ['not found'] } }, 404);
  });

  return r;
}
