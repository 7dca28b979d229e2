import type { Request, Response } from 'express';
import { articleService } from '../services/article.service';
import type { Article } from '../models/article.model';

const view = (a: Article) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: (a.tags ?? []).map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
});

export const articlesController = {
  async list(req: Request, res: Response) {
    const { rows, count } = await articleService.list(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0));
    res.json({ articles: rows.map(view), articlesCount: count });
  },
  async get(req: Request, res: Response) {
    const article = await articleService.get(req.params.slug);
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    res.json({ article: view(article) });
  },
  async create(req: Request, res: Response) {
    const article = await articleService.create(res.locals.userId, req.body.article);
    res.status(201).json({ article: view(article!) });
  },
};
