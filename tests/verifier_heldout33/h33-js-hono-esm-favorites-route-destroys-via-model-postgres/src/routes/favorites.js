import { Hono } from 'hono';
import * as articleService from '../services/article-service.js';
import { Favorite } from '../models/index.js';

const r = new Hono();
r.post('/:slug/favorite', async (c) => c.json({ article: await articleService.favorite(c.req.param('slug'), c.get('userId')) }));
r.delete('/:slug/favorite', async (c) => {
  const article = await articleService.get(c.req.param('slug'), c.get('userId'));
  if (!article) return c.json({ errors: { body: ['not found'] } }, 404);
  await Favorite.destroy({ where: { articleId: article.id, userId: c.get('userId') } });
  return c.json({ article: { ...article, favorited: false, favoritesCount: Math.max(0, article.favoritesCount - 1) } });
});
export default r;
