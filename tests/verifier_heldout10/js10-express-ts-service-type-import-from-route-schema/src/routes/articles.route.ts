import { Router } from 'express';
import { z } from 'zod';
import { articleService, NotFoundError } from '../services/article.service';

export const createArticleSchema = z.object({
  article: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    body: z.string().min(1),
    tagList: z.array(z.string()).optional(),
  }),
});
export type CreateArticleBody = z.infer<typeof createArticleSchema>;

export const updateArticleSchema = z.object({
  article: z.object({
    title: z.string().min(1).optional(),
    description: z.string().min(1).optional(),
    body: z.string().min(1).optional(),
  }),
});
export type UpdateArticleBody = z.infer<typeof updateArticleSchema>;

export const articlesRouter = Router();

articlesRouter.post('/articles', async (req, res) => {
  const parsed = createArticleSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(422).json({ errors: { body: parsed.error.issues.map((i) => i.message) } });
  }
  const article = await articleService.create(Number(res.locals.userId ?? 1), parsed.data.article);
  return res.status(201).json({ article });
});

articlesRouter.get('/articles/:slug', async (req, res) => {
  try {
    return res.json({ article: await articleService.get(req.params.slug) });
  } catch (e) {
    if (e instanceof NotFoundError) return res.status(404).json({ errors: { article: ['not found'] } });
    throw e;
  }
});

articlesRouter.put('/articles/:slug', async (req, res) => {
  const parsed = updateArticleSchema.safeParse(req.body);
  if (!parsed.success) return res.status(422).json({ errors: { body: ['invalid'] } });
  try {
    return res.json({ article: await articleService.update(req.params.slug, parsed.data.article) });
  } catch (e) {
    if (e instanceof NotFoundError) return res.status(404).json({ errors: { article: ['not found'] } });
    throw e;
  }
});
