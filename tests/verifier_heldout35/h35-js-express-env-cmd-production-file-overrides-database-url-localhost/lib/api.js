const express = require('express');
const jwt = require('jsonwebtoken');
const { User, Follow } = require('./db');

const api = express.Router();
api.get('/health-check', (_req, res) => res.status(200).send('ok'));

api.get('/profiles/:username', async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { body: ['profile not found'] } });
  let following = false;
  const auth = req.get('authorization');
  if (auth) {
    const { id } = jwt.verify(auth.replace(/^Token /, ''), process.env.JWT_SECRET);
    following = (await Follow.count({ where: { followerId: id, followingId: user.id } })) > 0;
  }
  res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following } });
});

module.exports = api;
