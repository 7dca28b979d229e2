import { NextFunction, Request, Response, Router } from 'express';
import { ArticleService } from '../services/ArticleService';
import { UserService } from '../services/UserService';

const users = new UserService();
const articles = new ArticleService();

type Handler = (req: Request & { userId?: number }, res: Response) => Promise<unknown>;
const h = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => fn(req, res).catch(next);

function auth(required: boolean) {
  return (req: Request & { userId?: number }, res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (header?.startsWith('Token ')) {
      try {
        req.userId = users.verify(header.slice(6));
      } catch {
        /* fall through */
      }
    }
    if (required && !req.userId) {
      res.status(401).json({ errors: { body: ['unauthorized'] } });
      return;
    }
    next();
  };
}

export const router = Router();

router.get('/health-check', (_req, res) => {
  res.status(200).json({ status: 'ok' });
});
router.post('/users', h(async (req, res) => res.status(201).json({ user: await users.register(req.body.user) })));
router.post('/users/login', h(async (req, res) => res.json({ user: await users.login(req.body.user) })));
router.get('/articles', auth(false), h(async (req, res) =>
  res.json(await articles.list(Number(req.query.limit) || 20, Number(req.query.offset) || 0, req.userId))));
router.post('/articles', auth(true), h(async (req, res) =>
  res.status(201).json({ article: await articles.create(req.userId!, req.body.article) })));
router.post('/articles/:slug/favorite', auth(true), h(async (req, res) =>
  res.json({ article: await articles.favorite(req.params.slug, req.userId!) })));
router.delete('/articles/:slug/favorite', auth(true), h(async (req, res) =>
  res.json({ article: await articles.unfavorite(req.params.slug, req.userId!) })));
