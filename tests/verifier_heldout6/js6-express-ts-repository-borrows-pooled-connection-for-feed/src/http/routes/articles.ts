import { Router } from 'express';
import type { ArticleService } from '../../services/article.service';
import type { AuthService } from '../../services/auth.service';

export function articleRoutes(articles: ArticleService, auth: AuthService): Router {
  const r = Router();
  const userId = (h?: string) => (h ? auth.verify(h.replace(/^(Token|Bearer) /, '')) : undefined);

  r.get('/articles', async (req, res) => {
    res.json(await articles.list(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0)));
  });

  r.get('/articles/feed', async (req, res) => {
    let uid: number | undefined;
    try { uid = userId(req.headers.authorization); } catch { /* invalid token */ }
    if (!uid) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    res.json(await articles.feed(uid, Number(req.query.limit ?? 20), Number(req.query.offset ?? 0)));
  });

  r.post('/articles', async (req, res) => {
    const uid = userId(req.headers.authorization);
    if (!uid) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    res.status(201).json({ article: await articles.create(uid, req.body.article) });
  });

  return r;
}
