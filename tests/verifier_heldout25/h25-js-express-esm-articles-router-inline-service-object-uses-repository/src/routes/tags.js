import { Router } from 'express';
import { listTags } from '../services/tag.service.js';

const router = Router();

router.get('/tags', async (req, res) => {
  res.json({ tags: await listTags() });
});

export default router;
