const express = require('express');
const { sequelize, User, Comment } = require('./db');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));

app.get('/api/articles/:slug/comments', async (req, res) => {
  const comments = await Comment.findAll({ where: { articleSlug: req.params.slug }, include: [{ model: User, as: 'author' }] });
  res.json({ comments });
});

sequelize.sync().then(() => app.listen(3000));
