import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { SECRET } from '../services/user.service';

export function requireAuth(req: Request, res: Response, next: NextFunction) {
  const token = (req.headers.authorization ?? '').replace('Token ', '');
  try {
    res.locals.userId = (jwt.verify(token, SECRET) as { id: number }).id;
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}
