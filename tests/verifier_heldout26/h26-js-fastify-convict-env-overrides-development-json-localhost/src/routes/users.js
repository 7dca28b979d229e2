'use strict';
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('../config');
const { pool } = require('../db');

const secret = config.get('jwt.secret');
const present = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, secret), username: u.username, bio: u.bio, image: u.image });

module.exports = async function users(app) {
  app.post('/users', async (req, reply) => {
    const { email, username, password } = (req.body && req.body.user) || {};
    if (!email || !username || !password) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    try {
      const { rows } = await pool.query(
        'INSERT INTO users (email, username, password) VALUES ($1, $2, $3) RETURNING *',
        [email, username, await bcrypt.hash(password, 10)],
      );
      return reply.code(201).send({ user: present(rows[0]) });
    } catch (err) {
      if (err.code === '23505') return reply.code(422).send({ errors: { body: ['already taken'] } });
      throw err;
    }
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = (req.body && req.body.user) || {};
    const { rows } = await pool.query('SELECT * FROM users WHERE email = $1', [email || '']);
    if (!rows[0] || !(await bcrypt.compare(password || '', rows[0].password))) {
      return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    }
    return { user: present(rows[0]) };
  });
};
