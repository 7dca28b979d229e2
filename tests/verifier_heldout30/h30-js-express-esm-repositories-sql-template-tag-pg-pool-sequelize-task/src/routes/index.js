import { Router } from 'express';
import * as userService from '../services/userService.js';
import * as articleService from '../services/articleService.js';

export const api = Router();

const auth = (req, res, next) => {
  try {
    req.userId = userService.verify((req.headers.authorization ?? '').replace('Token ', ''));
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
};

const h = (fn) => (req, res, next) => fn(req, res).catch(next);

api.get('/health-check', (_req, res) => res.sendStatus(200));
api.post('/users', h(async (req, res) => res.status(201).json({ user: await userService.register(req.body.user) })));
api.post('/users/login', h(async (req, res) => res.json({ user: await userService.login(req.body.user) })));
api.get('/articles', h(async (req, res) => res.json(await articleService.list(req.query))));
api.post('/articles', auth, h(async (req, res) => res.status(201).json({ article: await articleService.create(req.userId, req.body.article) })));
api.get('/tags', h(async (_req, res) => res.json({ tags: await articleService.tags() })));
