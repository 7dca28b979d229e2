import { Router } from 'express';
import { articleService, NotFound } from '../services/articleService.js';

export const favorites = Router();

const view = (a, favorited) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  favorited, favoritesCount: a.favoritesCount,
});

favorites.post('/articles/:slug/favorite', async (req, res) => {
  try {
    const article = await articleService.getBySlug(req.params.slug);
    if (await articleService.favorite(req.userId, article)) {
      await article.increment('favoritesCount');
      await article.reload();
    }
    res.json({ article: view(article, true) });
  } catch (e) {
    if (e instanceof NotFound) return res.status(404).json({ errors: { article: ['not found'] } });
    res.status(500).json({ errors: { body: [e.message] } });
  }
});

favorites.delete('/articles/:slug/favorite', async (req, res) => {
  try {
    const article = await articleService.getBySlug(req.params.slug);
    if (await articleService.unfavorite(req.userId, article)) {
      await article.decrement('favoritesCount');
      await article.reload();
    }
    res.json({ article: view(article, false) });
  } catch (e) {
    if (e instanceof NotFound) return res.status(404).json({ errors: { article: ['not found'] } });
    res.status(500).json({ errors: { body: [e.message] } });
  }
});
