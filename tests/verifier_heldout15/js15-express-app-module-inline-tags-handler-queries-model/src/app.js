// Composition root: builds the Express app and mounts the routers.
require('express-async-errors');
const express = require('express');
const { Tag } = require('./models');
const articles = require('./routes/articles');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', articles);

// small enough not to deserve its own router
app.get('/api/tags', async (req, res) => {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

module.exports = app;
