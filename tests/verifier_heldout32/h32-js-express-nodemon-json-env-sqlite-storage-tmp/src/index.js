const express = require('express');
const { sequelize, User, Tag } = require('./db');
const seed = require('./seed');
const config = require('./config');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.sendStatus(200));

app.get('/api/tags', async (req, res) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});

app.get('/api/profiles/:username', async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
  res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

(async () => {
  await sequelize.sync();
  await seed();
  app.listen(config.port, () => console.log(`listening on ${config.port} (db ${config.storage})`));
})();
