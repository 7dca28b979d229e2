import { Request, Response, Router } from 'express';
import { inject, injectable } from 'inversify';
import { TYPES } from '../types';
import { ArticleService, NotFoundError } from '../services/article.service';
import { ArticleRepository } from '../repositories/article.repository';

@injectable()
export class ArticleController {
  constructor(
    @inject(TYPES.ArticleService) private readonly service: ArticleService,
    // deletion has no business rule beyond ownership, so it goes straight to the store
    @inject(TYPES.ArticleRepository) private readonly repository: ArticleRepository,
  ) {}

  router(): Router {
    const r = Router();
    r.post('/articles', (req, res) => this.create(req, res));
    r.get('/articles/:slug', (req, res) => this.get(req, res));
    r.delete('/articles/:slug', (req, res) => this.remove(req, res));
    return r;
  }

  private async create(req: Request, res: Response) {
    const userId = res.locals.userId as number | undefined;
    if (!userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    res.status(201).json({ article: await this.service.create(userId, req.body.article) });
  }

  private async get(req: Request, res: Response) {
    try {
      res.json({ article: await this.service.get(req.params.slug) });
    } catch (e) {
      if (e instanceof NotFoundError) return res.status(404).json({ errors: { article: ['not found'] } });
      throw e;
    }
  }

  private async remove(req: Request, res: Response) {
    const userId = res.locals.userId as number | undefined;
    if (!userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    const article = await this.repository.findBySlug(req.params.slug);
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    if (article.authorId !== userId) return res.status(403).json({ errors: { article: ['forbidden'] } });
    await this.repository.deleteBySlug(req.params.slug);
    res.status(204).end();
  }
}
