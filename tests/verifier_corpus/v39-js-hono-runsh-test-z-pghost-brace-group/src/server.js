const { Hono } = require('hono');
const { serve } = require('@hono/node-server');
const { sequelize, Tag } = require('./db');

const app = new Hono();

app.get('/api/tags', async (c) => {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return c.json({ tags: tags.map((t) => t.name) });
});

sequelize.sync().then(() => serve({ fetch: app.fetch, port: Number(process.env.PORT || 3000) }));
