const { Hono } = require('hono');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const db = require('../db');
const config = require('../config');

const users = new Hono();
const present = (u) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image,
  token: jwt.sign({ id: u.id }, config.jwt.secret, { expiresIn: config.jwt.expiresIn }),
});

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const info = db.prepare('INSERT INTO users (username, email, password) VALUES (?, ?, ?)').run(user.username, user.email, bcrypt.hashSync(user.password, 10));
  return c.json({ user: present(db.prepare('SELECT * FROM users WHERE id = ?').get(info.lastInsertRowid)) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const row = db.prepare('SELECT * FROM users WHERE email = ?').get(user.email);
  if (!row || !bcrypt.compareSync(user.password, row.password)) return c.json({ errors: { body: ['invalid credentials'] } }, 401);
  return c.json({ user: present(row) });
});

module.exports = users;
