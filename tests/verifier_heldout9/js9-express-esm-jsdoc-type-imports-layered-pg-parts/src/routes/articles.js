import { Router } from 'express';

// Routes only talk to services. The shapes below are documented from the data layer
// (see ../repositories/article-repository.js) but nothing from it is imported here.
/** @typedef {import('../repositories/article-repository.js').ArticleRecord} ArticleRecord */

/**
 * @param {{ articleService: ReturnType<typeof import('../services/article-service.js').createArticleService> }} deps
 */
export function articleRoutes({ articleService }) {
  const router = Router();

  router.get('/articles', async (req, res, next) => {
    try {
      const { q, limit = '20', offset = '0' } = req.query;
      res.json(await articleService.search(q, Number(limit), Number(offset)));
    } catch (err) { next(err); }
  });

  router.get('/articles/:slug', async (req, res, next) => {
    try {
      res.json({ article: await articleService.bySlug(req.params.slug) });
    } catch (err) { next(err); }
  });

  return router;
}
