import type { NextFunction, Request, Response } from 'express';
import type { AuthService } from '../services/auth.service';

export type AuthedRequest = Request & { userId?: number };

export function authMiddleware(auth: AuthService, required: boolean) {
  return (req: AuthedRequest, res: Response, next: NextFunction) => {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (token && (scheme === 'Token' || scheme === 'Bearer')) {
      try {
        req.userId = auth.verify(token);
      } catch {
        /* invalid token */
      }
    }
    if (required && !req.userId) {
      res.status(401).json({ errors: { body: ['unauthorized'] } });
      return;
    }
    next();
  };
}
