import { Router } from 'express';
import * as userService from '../services/userService';
import * as articleService from '../services/articleService';

export const router = Router();

router.get('/health-check', (_req, res) => { res.json({ ok: true }); });

router.post('/users', async (req, res, next) => {
  try {
    const { username, email, password } = req.body.user ?? {};
    res.status(201).json({ user: await userService.register(username, email, password) });
  } catch (e) { next(e); }
});

router.get('/articles', async (req, res, next) => {
  try { res.json(await articleService.listArticles(Number(req.query.limit) || 20, Number(req.query.offset) || 0)); } catch (e) { next(e); }
});

router.get('/articles/:slug', async (req, res, next) => {
  try { res.json({ article: await articleService.getArticle(req.params.slug) }); } catch (e) { next(e); }
});
