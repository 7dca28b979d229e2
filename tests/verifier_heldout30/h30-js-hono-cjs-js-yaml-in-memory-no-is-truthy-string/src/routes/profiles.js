const { Hono } = require('hono');
const jwt = require('jsonwebtoken');
const db = require('../db');
const config = require('../config');

const profiles = new Hono();

const viewerId = (c) => {
  try {
    return jwt.verify((c.req.header('Authorization') || '').replace(/^Token /, ''), config.jwt.secret).id;
  } catch {
    return null;
  }
};

profiles.get('/profiles/:username', (c) => {
  const user = db.prepare('SELECT * FROM users WHERE username = ?').get(c.req.param('username'));
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  const me = viewerId(c);
  const following = me ? Boolean(db.prepare('SELECT 1 FROM follows WHERE follower_id = ? AND followed_id = ?').get(me, user.id)) : false;
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following } });
});

module.exports = profiles;
