const express = require('express');
const { port } = require('./args');
const { sequelize, User } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));

app.get('/api/profiles/:username', async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

sequelize.sync().then(() => app.listen(port));
