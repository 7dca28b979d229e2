import { Hono } from 'hono';
import { favorite, unfavorite } from '../services/favoriteService';

export const favorites = new Hono<{ Variables: { userId: number } }>();

favorites.post('/articles/:id/favorite', async (c) => c.json(await favorite(c.get('userId'), Number(c.req.param('id')))));
favorites.delete('/articles/:id/favorite', async (c) => c.json(await unfavorite(c.get('userId'), Number(c.req.param('id')))));
