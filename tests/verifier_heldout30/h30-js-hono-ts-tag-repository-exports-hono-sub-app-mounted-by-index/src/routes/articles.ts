import { Hono } from 'hono';
import { articleService } from '../services/articleService.js';
import { userService } from '../services/userService.js';

export const articleRoutes = new Hono()
  .get('/articles', async (c) => c.json(await articleService.list(Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0))))
  .post('/articles', async (c) => {
    const userId = await userService.userIdFromToken((c.req.header('Authorization') ?? '').replace(/^Token /, ''));
    if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
    return c.json({ article: await articleService.create(userId, (await c.req.json()).article) }, 201);
  });
