'use strict';

const express = require('express');
const config = require('./config');
const { sequelize, User } = require('./db');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.get('/api/profiles/:username', async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { body: ['profile not found'] } });
  return res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || config.server.port, '0.0.0.0'));
