const express = require('express');
const articleService = require('./services/articleService');
const tagService = require('./services/tagService');
const tagRepository = require('./repositories/tagRepository');
const articleRepository = require('./repositories/articleRepository');

const app = express();
app.use(express.json());

// shared objects for the request handlers
app.locals.services = { articles: articleService, tags: tagService };
app.locals.repositories = { tags: tagRepository, articles: articleRepository };

app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/articles'));
app.use('/api', require('./routes/tags'));

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

module.exports = app;
