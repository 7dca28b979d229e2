import { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { User } from '../models/user';
import { JWT_SECRET } from '../services/userService';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: User;
    }
  }
}

// Runs on every request: when a valid "Token <jwt>" is sent, req.user is the signed-in user.
export async function currentUser(req: Request, _res: Response, next: NextFunction) {
  const header = req.headers.authorization;
  if (header && header.startsWith('Token ')) {
    try {
      const payload = jwt.verify(header.slice(6), JWT_SECRET) as { id: number };
      req.user = (await User.findByPk(payload.id)) ?? undefined;
    } catch {
      req.user = undefined;
    }
  }
  next();
}

export function requireUser(req: Request, res: Response, next: NextFunction) {
  if (!req.user) {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
    return;
  }
  next();
}
