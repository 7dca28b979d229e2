import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { migrate } from './db/pool.js';
import * as articles from './repositories/articles.js';
import * as tags from './repositories/tags.js';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ ok: true }));
app.get('/tags', async (c) => c.json({ tags: await tags.allTags() }));
app.get('/articles/:slug', async (c) => {
  const row = await articles.findBySlug(c.req.param('slug'));
  if (!row) return c.json({ errors: { body: ['not found'] } }, 404);
  return c.json({
    article: {
      slug: row.slug, title: row.title, description: row.description, body: row.body, tagList: row.tag_list,
      createdAt: row.created_at, updatedAt: row.updated_at, favorited: false, favoritesCount: 0,
      author: { username: row.username, bio: row.bio, image: row.image, following: false },
    },
  });
});

await migrate();
serve({ fetch: app.fetch, port: 3000 });
