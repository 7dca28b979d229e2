const express = require('express');
const env = require('./env');
const { sequelize, User, Tag } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.get('/api/tags', async (req, res) => {
  const tags = await Tag.findAll({ attributes: ['name'] });
  res.json({ tags: tags.map((t) => t.name) });
});
app.get('/api/profiles/:username', async (req, res) => {
  const u = await User.findOne({ where: { username: req.params.username } });
  if (!u) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ profile: { username: u.username, bio: u.bio, image: u.image, following: false } });
});

sequelize.sync().then(() => app.listen(env.port, () => console.log(`listening on ${env.port}`)));
