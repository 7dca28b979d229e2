import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import type { User } from '../models/User';
import { userRepository } from '../repositories/userRepository';
import { JWT_SECRET } from '../services/userService';

declare module 'express-serve-static-core' {
  interface Request {
    user?: User;
  }
}

export async function authMiddleware(req: Request, res: Response, next: NextFunction) {
  const header = req.header('authorization') ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Token' || !token) {
    return res.status(401).json({ errors: { token: ['missing'] } });
  }
  try {
    const payload = jwt.verify(token, JWT_SECRET) as { sub: number };
    const user = await userRepository.findById(payload.sub);
    if (!user) return res.status(401).json({ errors: { token: ['unknown user'] } });
    req.user = user;
    return next();
  } catch {
    return res.status(401).json({ errors: { token: ['invalid'] } });
  }
}
