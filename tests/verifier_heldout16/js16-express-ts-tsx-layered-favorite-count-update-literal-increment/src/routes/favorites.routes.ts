import { Router, type Request, type Response } from 'express';
import { setFavorite, NotFoundError } from '../services/favorite.service.js';
import { requireUser } from './require-user.js';

export const favoritesRouter = Router();

async function handle(req: Request, res: Response, favorite: boolean) {
  try {
    const article = await setFavorite(res.locals.userId, req.params.slug, favorite);
    res.json({ article });
  } catch (err) {
    if (err instanceof NotFoundError) return res.status(404).json({ errors: { body: [err.message] } });
    throw err;
  }
}

favoritesRouter.post('/articles/:slug/favorite', requireUser, (req, res) => handle(req, res, true));
favoritesRouter.delete('/articles/:slug/favorite', requireUser, (req, res) => handle(req, res, false));
