import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { db } from '../db.js';

const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
const insert = db.prepare('INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)');
const byId = db.prepare('SELECT * FROM users WHERE id = ?');

const toUser = (row) => ({
  email: row.email, username: row.username, bio: row.bio, image: row.image,
  token: jwt.sign({ id: row.id }, process.env.JWT_SECRET),
});

export default async function users(app) {
  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body?.user ?? {};
    if (!username || !email || !password) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    if (byEmail.get(email)) return reply.code(422).send({ errors: { email: ['has already been taken'] } });
    const { lastInsertRowid } = insert.run(username, email, bcrypt.hashSync(password, 10));
    return reply.code(201).send({ user: toUser(byId.get(lastInsertRowid)) });
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body?.user ?? {};
    const row = byEmail.get(email ?? '');
    if (!row || !bcrypt.compareSync(password ?? '', row.password_hash)) {
      return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    }
    return { user: toUser(row) };
  });
}
