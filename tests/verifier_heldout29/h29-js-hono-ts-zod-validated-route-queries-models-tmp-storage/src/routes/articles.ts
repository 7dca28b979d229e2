import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { Op } from 'sequelize';
import { Article, User } from '../models';
import { presentArticle } from '../models/presenters';
import { articleService } from '../services/article.service';
import { userIdFromHeader } from '../lib/jwt';

const listQuery = z.object({
  tag: z.string().optional(),
  author: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

const newArticle = z.object({
  article: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    body: z.string().min(1),
    tagList: z.array(z.string()).default([]),
  }),
});

export const articleRoutes = new Hono();

articleRoutes.get('/articles', zValidator('query', listQuery), async (c) => {
  const { tag, author, limit, offset } = c.req.valid('query');
  const { rows, count } = await Article.findAndCountAll({
    where: tag ? { tagList: { [Op.like]: `%"${tag}"%` } } : {},
    include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
  return c.json({ articles: rows.map(presentArticle), articlesCount: count });
});

articleRoutes.get('/articles/:slug', async (c) => {
  const article = await articleService.get(c.req.param('slug'));
  return article ? c.json({ article }) : c.json({ errors: { article: ['not found'] } }, 404);
});

articleRoutes.post('/articles', zValidator('json', newArticle), async (c) => {
  const userId = await userIdFromHeader(c.req.header('Authorization'));
  if (!userId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ article: await articleService.create(userId, c.req.valid('json').article) }, 201);
});
