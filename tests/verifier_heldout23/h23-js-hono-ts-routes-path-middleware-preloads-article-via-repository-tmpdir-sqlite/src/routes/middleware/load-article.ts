import { createMiddleware } from 'hono/factory';
import { articleRepository } from '../../repositories/article.repository.js';
import type { Article } from '../../models/article.js';
import type { AuthEnv } from '../../middleware/auth.js';

export type ArticleEnv = { Variables: AuthEnv['Variables'] & { article: Article } };

/** Resolves :slug once for every /articles/:slug/... sub-route and 404s early. */
export const loadArticle = createMiddleware<ArticleEnv>(async (c, next) => {
  const article = await articleRepository.findBySlug(c.req.param('slug') ?? '');
  if (!article) return c.json({ errors: { article: ['not found'] } }, 404);
  c.set('article', article);
  await next();
});
