import { Router } from 'express';
import bcrypt from 'bcryptjs';
import { db } from '../db.js';
import { auth, signToken } from '../auth.js';

const router = Router();
const insertUser = db.prepare('INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)');
const userByEmail = db.prepare('SELECT * FROM users WHERE email = ?');
const userById = db.prepare('SELECT * FROM users WHERE id = ?');

const toJSON = (u) => ({ email: u.email, token: signToken(u), username: u.username, bio: u.bio, image: u.image });

router.post('/users', (req, res) => {
  const { username, email, password } = req.body.user ?? {};
  if (!username || !email || !password) return res.status(422).json({ errors: { body: ['missing fields'] } });
  try {
    const { lastInsertRowid } = insertUser.run(username, email, bcrypt.hashSync(password, 10));
    return res.status(201).json({ user: toJSON(userById.get(lastInsertRowid)) });
  } catch {
    return res.status(422).json({ errors: { body: ['username or email taken'] } });
  }
});

router.post('/users/login', (req, res) => {
  const { email, password } = req.body.user ?? {};
  const u = userByEmail.get(email);
  if (!u || !bcrypt.compareSync(password ?? '', u.password_hash)) return res.status(401).json({ errors: { body: ['invalid credentials'] } });
  return res.json({ user: toJSON(u) });
});

router.get('/user', auth(), (req, res) => res.json({ user: toJSON(req.user) }));

export default router;
