import { Router } from 'express';
import { QueryTypes } from 'sequelize';
import { sequelize } from '../db';

const router = Router();

router.get('/', async (_req, res) => {
  const rows = await sequelize.query<{ name: string }>('SELECT DISTINCT name FROM "Tags" ORDER BY name', {
    type: QueryTypes.SELECT,
  });
  res.json({ tags: rows.map((r) => r.name) });
});

export default router;
