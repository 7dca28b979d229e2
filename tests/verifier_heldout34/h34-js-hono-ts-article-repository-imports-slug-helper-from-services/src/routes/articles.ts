import { Hono } from 'hono';
import { ArticleService } from '../services/articleService';

const service = new ArticleService();
export const articleRoutes = new Hono<{ Variables: { userId: number } }>();

articleRoutes.post('/articles', async (c) => {
  const { article } = await c.req.json();
  const result = await service.create(c.get('userId'), article ?? {});
  if ('errors' in result) return c.json(result, 422);
  return c.json(result, 201);
});
