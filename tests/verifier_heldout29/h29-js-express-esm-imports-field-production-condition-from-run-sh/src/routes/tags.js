import { Router } from 'express';
import { Tag } from '../models.js';

const router = Router();

router.get('/tags', async (_req, res) => {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});

export default router;
