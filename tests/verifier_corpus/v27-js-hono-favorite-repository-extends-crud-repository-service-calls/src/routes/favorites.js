import { Hono } from 'hono';
import { favoriteService, NotFoundError } from '../services/favorite.service.js';

export const favorites = new Hono();

function currentUserId(c) {
  const id = Number(c.req.header('x-user-id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

favorites.post('/articles/:slug/favorite', async (c) => {
  const userId = currentUserId(c);
  if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  try {
    return c.json({ article: await favoriteService.favorite(userId, c.req.param('slug')) });
  } catch (err) {
    if (err instanceof NotFoundError) return c.json({ errors: { body: [err.message] } }, 404);
    throw err;
  }
});

favorites.delete('/articles/:slug/favorite', async (c) => {
  const userId = currentUserId(c);
  if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  try {
    return c.json({ article: await favoriteService.unfavorite(userId, c.req.param('slug')) });
  } catch (err) {
    if (err instanceof NotFoundError) return c.json({ errors: { body: [err.message] } }, 404);
    throw err;
  }
});
