import express from 'express';
import { sequelize, User, Tag } from './db.js';

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.get('/api/tags', async (req, res) => {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});
app.get('/api/profiles/:username', async (req, res) => {
  const u = await User.findOne({ where: { username: req.params.username } });
  if (!u) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ profile: { username: u.username, bio: u.bio, image: u.image, following: false } });
});

await sequelize.sync();
app.listen(3000, () => console.log('up on 3000'));
