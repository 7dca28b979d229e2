import { Router, type NextFunction, type Request, type Response } from 'express';
import jwt from 'jsonwebtoken';
import { articlesController } from '../controllers/articles.controller';
import { tagsController } from '../controllers/tags.controller';

const SECRET = process.env.JWT_SECRET ?? 'conduit';

function auth(req: Request, res: Response, next: NextFunction) {
  try {
    const token = (req.headers.authorization ?? '').replace(/^Token /, '');
    res.locals.userId = (jwt.verify(token, SECRET) as { id: number }).id;
    next();
  } catch {
    res.status(401).json({ errors: { token: ['invalid'] } });
  }
}

export const router = Router();

router.get('/tags', tagsController.list);
router.get('/articles', articlesController.list);
router.post('/articles', auth, articlesController.create);
router.get('/articles/:slug', articlesController.get);
