const express = require('express');
const { sequelize, Article } = require('./db');

const app = express();
app.use(express.json());

app.get('/api/articles', async (req, res) => {
  const articles = await Article.findAll();
  res.json({ articles, articlesCount: articles.length });
});

app.post('/api/articles', async (req, res) => {
  const article = await Article.create(req.body.article);
  res.status(201).json({ article });
});

sequelize.sync().then(() => app.listen(process.env.PORT || 3000));
