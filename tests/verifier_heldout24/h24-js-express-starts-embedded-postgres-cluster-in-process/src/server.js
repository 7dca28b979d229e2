import express from 'express';
import { startCluster, stopCluster } from './db/cluster.js';
import { defineModels } from './models/index.js';

const url = await startCluster();
const { sequelize, User, Tag } = defineModels(url);
await sequelize.sync();

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.get('/api/tags', async (req, res) => res.json({ tags: (await Tag.findAll()).map((t) => t.name) }));
app.get('/api/profiles/:username', async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.sendStatus(404);
  res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

const server = app.listen(3000, () => console.log('ready on 3000'));
process.on('SIGTERM', () => server.close(() => stopCluster().then(() => process.exit(0))));
