import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './database.js';
import { Article, User } from './models.js';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));

app.get('/articles', async (c) => {
  const limit = Number(c.req.query('limit')) || 20;
  const offset = Number(c.req.query('offset')) || 0;
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
  const articles = rows.map((a) => ({
    slug: a.slug,
    title: a.title,
    description: a.description,
    tagList: [],
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  }));
  return c.json({ articles, articlesCount: count });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT) || 3000 }, (info) => console.log(`conduit on ${info.port}`));
