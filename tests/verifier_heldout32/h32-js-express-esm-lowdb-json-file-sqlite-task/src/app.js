import express from 'express';
import { db } from './store.js';

const app = express();
app.use(express.json());

app.get('/api/health-check', (_req, res) => res.sendStatus(200));

app.post('/api/users', async (req, res) => {
  const { username, email, password } = req.body.user ?? {};
  if (db.data.users.some((u) => u.email === email || u.username === username)) {
    return res.status(409).json({ errors: { email: ['has already been taken'] } });
  }
  const user = { id: db.data.users.length + 1, username, email, password, bio: null, image: null };
  db.data.users.push(user);
  await db.write();
  res.status(201).json({ user: { username, email, bio: null, image: null, token: String(user.id) } });
});

app.get('/api/tags', (_req, res) => {
  const tags = [...new Set(db.data.articles.flatMap((a) => a.tagList))];
  res.json({ tags });
});

app.listen(3000);
