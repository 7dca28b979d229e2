import { Router } from 'express';
import { listArticles } from '../services/articleService.js';

export const articlesRouter = Router();

articlesRouter.get('/', async (req, res) => res.json(await listArticles(req.query)));
