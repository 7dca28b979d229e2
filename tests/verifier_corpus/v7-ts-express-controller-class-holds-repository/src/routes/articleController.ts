import { Request, Response, Router } from 'express';
import type { ArticleRepository } from '../repositories/articleRepository';
import { ArticleService } from '../services/articleService';

export class ArticleController {
  constructor(private readonly service: ArticleService, private readonly repository: ArticleRepository) {}

  routes(): Router {
    const router = Router();
    router.get('/articles', async (_req: Request, res: Response) => res.json({ articles: await this.service.list() }));
    router.get('/articles/:slug', async (req: Request, res: Response) => {
      const article = await this.repository.bySlug(req.params.slug);
      return article ? res.json({ article }) : res.status(404).end();
    });
    return router;
  }
}
