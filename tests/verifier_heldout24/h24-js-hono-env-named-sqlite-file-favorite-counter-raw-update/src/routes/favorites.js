import { Hono } from 'hono';
import { setFavorite } from '../services/favoriteService.js';

export const favorites = new Hono();
const handle = (on) => async (c) => {
  const article = await setFavorite(c.req.param('slug'), c.get('userId'), on);
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
};
favorites.post('/articles/:slug/favorite', handle(true));
favorites.delete('/articles/:slug/favorite', handle(false));
