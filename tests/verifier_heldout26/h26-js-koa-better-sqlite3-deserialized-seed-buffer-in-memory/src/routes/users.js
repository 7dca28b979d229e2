'use strict';
const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const db = require('../db');

const SECRET = process.env.JWT_SECRET || 'koa-sqlite';
const router = new Router();

const toUser = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });

router.post('/users', (ctx) => {
  const { email, username, password } = ctx.request.body.user || {};
  if (!email || !username || !password) ctx.throw(422, 'missing fields');
  if (db.prepare('SELECT 1 FROM users WHERE email = ? OR username = ?').get(email, username)) ctx.throw(422, 'already taken');
  const { lastInsertRowid } = db.prepare('INSERT INTO users (email, username, password) VALUES (?, ?, ?)')
    .run(email, username, bcrypt.hashSync(password, 10));
  ctx.status = 201;
  ctx.body = { user: toUser(db.prepare('SELECT * FROM users WHERE id = ?').get(lastInsertRowid)) };
});

router.post('/users/login', (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const u = db.prepare('SELECT * FROM users WHERE email = ?').get(email || '');
  if (!u || !bcrypt.compareSync(password || '', u.password)) ctx.throw(401, 'invalid credentials');
  ctx.body = { user: toUser(u) };
});

router.get('/user', (ctx) => {
  const m = /^(?:Token|Bearer) (.+)$/.exec(ctx.get('Authorization'));
  let id;
  try { id = jwt.verify(m && m[1], SECRET).id; } catch { ctx.throw(401, 'unauthorized'); }
  ctx.body = { user: toUser(db.prepare('SELECT * FROM users WHERE id = ?').get(id)) };
});

module.exports = router;
