import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { JWT_SECRET } from '../services/userService';

export function requireAuth(req: Request, res: Response, next: NextFunction) {
  const token = (req.headers.authorization ?? '').replace(/^Token /, '');
  try {
    (req as any).userId = (jwt.verify(token, JWT_SECRET) as { id: number }).id;
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}
