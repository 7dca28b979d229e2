import { Hono } from 'hono';
import { sequelize } from '../models/index';
import { FavoriteService, ArticleNotFound } from '../services/favorite.service';

const service = new FavoriteService();

export const favorites = new Hono<{ Variables: { userId: number } }>();

// The favorite row and the counter must change together, so each request runs
// in one transaction.
favorites.post('/articles/:slug/favorite', async (c) => {
  try {
    const article = await sequelize.transaction((tx) => service.setFavorite(c.get('userId'), c.req.param('slug'), true, tx));
    return c.json({ article });
  } catch (err) {
    if (err instanceof ArticleNotFound) return c.json({ errors: { article: ['not found'] } }, 404);
    throw err;
  }
});

favorites.delete('/articles/:slug/favorite', async (c) => {
  try {
    const article = await sequelize.transaction((tx) => service.setFavorite(c.get('userId'), c.req.param('slug'), false, tx));
    return c.json({ article });
  } catch (err) {
    if (err instanceof ArticleNotFound) return c.json({ errors: { article: ['not found'] } }, 404);
    throw err;
  }
});
