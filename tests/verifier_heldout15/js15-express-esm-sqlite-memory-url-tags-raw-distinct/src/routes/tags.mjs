import { Router } from 'express';
import { QueryTypes } from 'sequelize';
import { sequelize } from '../models/index.mjs';

const router = Router();

router.get('/tags', async (_req, res) => {
  const rows = await sequelize.query('SELECT DISTINCT tag FROM ArticleTags ORDER BY tag', {
    type: QueryTypes.SELECT,
  });
  res.json({ tags: rows.map((r) => r.tag) });
});

export default router;
