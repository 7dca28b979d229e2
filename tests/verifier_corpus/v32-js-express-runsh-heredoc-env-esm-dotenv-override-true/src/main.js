import express from 'express';
import { env } from './env.js';
import { sequelize, User } from './db.js';

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.get('/api/profiles/:username', async (req, res, next) => {
  try {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return res.status(404).json({ errors: { body: ['profile not found'] } });
    return res.json({ profile: { username: user.username, bio: user.bio, image: null, following: false } });
  } catch (err) {
    return next(err);
  }
});

await sequelize.sync();
app.listen(env.port, '0.0.0.0');
