import { Router, type Request, type Response } from 'express';
import { Article } from '../models/article.js';
import { uniqueSlug } from '../lib/slug.js';

export const articles = Router();

articles.post('/articles', async (req: Request, res: Response) => {
  const { title, description, body } = req.body.article ?? {};
  if (!title || !description || !body) {
    return res.status(422).json({ errors: { body: ['title, description and body are required'] } });
  }
  const article = await Article.create({ slug: await uniqueSlug(title), title, description, body, authorId: res.locals.userId });
  res.status(201).json({ article });
});

articles.get('/articles/:slug', async (req: Request, res: Response) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article });
});
