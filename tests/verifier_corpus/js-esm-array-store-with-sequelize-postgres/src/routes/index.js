import { Router } from 'express';
import * as articles from '../services/articles.js';
import * as users from '../services/users.js';

export const router = Router();

router.post('/users', async (req, res) => {
  const user = await users.register(req.body.user ?? {});
  if (!user) return res.status(422).json({ errors: { email: ['has already been taken'] } });
  return res.status(201).json({ user: { username: user.username, email: user.email, bio: null, image: null } });
});

router.post('/users/login', async (req, res) => {
  const user = await users.login(req.body.user ?? {});
  if (!user) return res.status(401).json({ errors: { credentials: ['invalid'] } });
  return res.json({ user: { username: user.username, email: user.email, bio: null, image: null } });
});

router.get('/articles', async (_req, res) => {
  const list = await articles.feed();
  res.json({ articles: list, articlesCount: list.length });
});

router.post('/articles', async (req, res) => {
  res.status(201).json({ article: await articles.publish({ username: 'anonymous' }, req.body.article ?? {}) });
});

router.get('/articles/:slug', async (req, res) => {
  const article = await articles.read(req.params.slug);
  return article ? res.json({ article }) : res.status(404).json({ errors: { article: ['not found'] } });
});
