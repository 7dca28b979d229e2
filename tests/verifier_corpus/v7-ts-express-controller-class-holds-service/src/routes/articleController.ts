import { Request, Response, Router } from 'express';
import { ArticleService } from '../services/articleService';

export class ArticleController {
  constructor(private readonly service: ArticleService) {}

  routes(): Router {
    const router = Router();
    router.get('/articles', async (_req: Request, res: Response) => res.json({ articles: await this.service.list() }));
    router.post('/articles', async (req: Request, res: Response) => {
      res.status(201).json({ article: await this.service.create(req.body.article.title) });
    });
    return router;
  }
}
