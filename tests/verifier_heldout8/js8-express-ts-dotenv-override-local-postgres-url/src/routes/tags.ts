import { Router } from 'express';
import { Article } from '../models';

export const tags = Router();

tags.get('/tags', async (_req, res) => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  const all = new Set<string>();
  rows.forEach((r) => r.tagList.forEach((t) => all.add(t)));
  res.json({ tags: [...all].sort() });
});
