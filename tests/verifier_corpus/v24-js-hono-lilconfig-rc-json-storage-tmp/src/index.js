import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { settings } from './settings.js';
import { sequelize, Comment } from './db.js';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));

app.get('/articles/:slug/comments', async (c) => {
  const rows = await Comment.findAll({ where: { articleSlug: c.req.param('slug') }, order: [['createdAt', 'DESC']] });
  return c.json({
    comments: rows.map((r) => ({
      id: r.id,
      body: r.body,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      author: { username: r.author, bio: null, image: null, following: false },
    })),
  });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: settings.port }, (info) => console.log(`conduit on ${info.port}`));
