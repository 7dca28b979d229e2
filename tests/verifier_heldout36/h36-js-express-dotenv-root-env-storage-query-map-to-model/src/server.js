const express = require('express');
const { sequelize, User, Article } = require('./db/models');
const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.get('/api/profiles/:username', async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ profile: { username: user.username, bio: null, image: null, following: false } });
});
app.get('/api/articles', async (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  // mapped back onto the Article model, so the rows are real model instances
  const articles = await sequelize.query('SELECT * FROM "Articles" ORDER BY "createdAt" DESC LIMIT :limit OFFSET :offset', {
    replacements: { limit, offset }, model: Article, mapToModel: true,
  });
  res.json({ articles, articlesCount: await Article.count() });
});
sequelize.sync().then(() => app.listen(3000));
