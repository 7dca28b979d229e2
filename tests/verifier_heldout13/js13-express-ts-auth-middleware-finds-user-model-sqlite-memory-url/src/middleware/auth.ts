import { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { User } from '../models/User';
import { JWT_SECRET } from '../services/UserService';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: User;
    }
  }
}

export async function authenticate(req: Request, res: Response, next: NextFunction) {
  const header = req.headers.authorization;
  if (!header || !header.startsWith('Token ')) {
    return res.status(401).json({ errors: { body: ['Unauthorized'] } });
  }
  try {
    const payload = jwt.verify(header.substring(6), JWT_SECRET) as { id: number };
    const user = await User.findByPk(payload.id);
    if (!user) return res.status(401).json({ errors: { body: ['Unauthorized'] } });
    req.user = user;
    next();
  } catch {
    return res.status(401).json({ errors: { body: ['Unauthorized'] } });
  }
}
