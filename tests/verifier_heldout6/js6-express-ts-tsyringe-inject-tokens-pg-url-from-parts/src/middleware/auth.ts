import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { jwtSecret } from '../config/database';

export function auth(required: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Token ') ? header.slice(6) : header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token) return required ? res.status(401).json({ errors: { body: ['unauthorized'] } }) : next();
    try {
      (req as any).userId = (jwt.verify(token, jwtSecret) as { id: number }).id;
      next();
    } catch {
      res.status(401).json({ errors: { body: ['invalid token'] } });
    }
  };
}
