const express = require('express');
const { sequelize } = require('./lib/models');
const { allTags } = require('./lib/tags');
const articles = require('./lib/articles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.get('/api/tags', async (req, res) => res.json({ tags: await allTags() }));
app.get('/api/articles/:slug', async (req, res) => {
  const a = await articles.bySlug(req.params.slug);
  if (!a) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ article: a });
});

sequelize.sync().then(() => app.listen(3000));
