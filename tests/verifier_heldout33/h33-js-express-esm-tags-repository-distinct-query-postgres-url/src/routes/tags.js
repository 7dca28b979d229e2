import { Router } from 'express';
import { listUsedTagNames } from '../repositories/tagRepository.js';

const router = Router();
router.get('/', async (_req, res) => res.json({ tags: await listUsedTagNames() }));
export default router;
