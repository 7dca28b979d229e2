const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize, Tag } = require('./db');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/tags', async (c) => c.json({ tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) }));

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));
