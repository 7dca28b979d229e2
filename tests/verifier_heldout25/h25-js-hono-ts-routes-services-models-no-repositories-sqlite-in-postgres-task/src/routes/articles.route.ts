import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { jwt } from 'hono/jwt';
import { articleService } from '../services/article.service.js';
import type { Article } from '../models/article.model.js';

const SECRET = process.env.JWT_SECRET ?? 'hono-conduit';

const articleBody = z.object({
  article: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    body: z.string().min(1),
    tagList: z.array(z.string()).optional(),
  }),
});

const view = (a: Article) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
});

export const articlesRoute = new Hono();

articlesRoute.get('/articles', async (c) => {
  const { rows, count } = await articleService.list(Number(c.req.query('limit') ?? 20), Number(c.req.query('offset') ?? 0));
  return c.json({ articles: rows.map(view), articlesCount: count });
});

articlesRoute.get('/articles/:slug', async (c) => {
  const article = await articleService.bySlug(c.req.param('slug'));
  return article ? c.json({ article: view(article) }) : c.json({ errors: { article: ['not found'] } }, 404);
});

articlesRoute.post('/articles', jwt({ secret: SECRET, headerName: 'Authorization' }), zValidator('json', articleBody), async (c) => {
  const { id } = c.get('jwtPayload') as { id: number };
  const article = await articleService.create(id, c.req.valid('json').article);
  return c.json({ article: view(article!) }, 201);
});

articlesRoute.get('/tags', async (c) => c.json({ tags: await articleService.tags() }));
