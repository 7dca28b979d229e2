import { Router } from 'express';
import * as users from '../services/user-service.js';
import * as articles from '../services/article-service.js';

export const api = Router();

const wrap = (fn) => (req, res, next) => fn(req, res).catch(next);

function requireAuth(req, res, next) {
  try {
    req.userId = users.readToken((req.get('authorization') ?? '').replace(/^Token /, ''));
    next();
  } catch {
    res.status(401).json({ errors: { token: ['invalid'] } });
  }
}

const userView = (user) => ({ user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: users.signToken(user) } });
const articleView = ({ id, authorId, ...rest }) => ({ ...rest, favorited: false, favoritesCount: 0 });

api.get('/health-check', (req, res) => res.sendStatus(200));

api.post('/users', wrap(async (req, res) => {
  res.status(201).json(userView(await users.register(req.body.user)));
}));

api.post('/users/login', wrap(async (req, res) => {
  const user = await users.authenticate(req.body.user);
  if (!user) return res.status(401).json({ errors: { credentials: ['invalid'] } });
  res.json(userView(user));
}));

api.get('/user', requireAuth, wrap(async (req, res) => {
  res.json(userView(await users.currentUser(req.userId)));
}));

api.get('/articles', wrap(async (req, res) => {
  const { articles: list, count } = await articles.browse(req.query);
  res.json({ articles: list.map(articleView), articlesCount: count });
}));

api.post('/articles', requireAuth, wrap(async (req, res) => {
  res.status(201).json({ article: articleView(await articles.createArticle(req.userId, req.body.article)) });
}));

api.get('/articles/:slug', wrap(async (req, res) => {
  const article = await articles.getArticle(req.params.slug);
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article: articleView(article) });
}));

api.get('/tags', wrap(async (req, res) => {
  res.json({ tags: await articles.tags() });
}));
