import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';

export function requireUser(req: Request, res: Response, next: NextFunction) {
  const token = req.header('authorization')?.replace(/^Token /, '');
  try {
    const payload = jwt.verify(token ?? '', process.env.JWT_SECRET ?? 'dev') as { id: number };
    res.locals.userId = payload.id;
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}
