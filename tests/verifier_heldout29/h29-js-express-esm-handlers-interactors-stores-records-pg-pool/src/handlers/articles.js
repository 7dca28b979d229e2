import { Router } from 'express';
import { browse, popularTags, publish } from '../interactors/publishing.js';
import { viewer, wrap } from './http.js';

export const articles = Router();

articles.get('/articles', wrap(async (req, res) => {
  res.json(await browse({
    viewerId: viewer(req), tag: req.query.tag,
    limit: Number(req.query.limit ?? 20), offset: Number(req.query.offset ?? 0),
  }));
}));

articles.post('/articles', wrap(async (req, res) => {
  const id = viewer(req);
  if (!id) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  res.status(201).json({ article: await publish(id, req.body.article ?? {}) });
}));

articles.get('/tags', wrap(async (_req, res) => {
  res.json({ tags: await popularTags() });
}));
