import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { Sequelize, DataTypes, QueryTypes } from 'sequelize';

const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });
const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, tagList: DataTypes.ARRAY(DataTypes.STRING) });

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/tags', async (c) => {
  const rows = await sequelize.query('SELECT DISTINCT unnest("tagList") AS tag FROM "Articles" ORDER BY tag', { type: QueryTypes.SELECT });
  return c.json({ tags: rows.map((r) => r.tag) });
});
await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
