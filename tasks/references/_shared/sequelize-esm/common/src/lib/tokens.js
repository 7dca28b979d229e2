import jwt from 'jsonwebtoken';
import { config } from '../config.js';
import { UnauthorizedError } from '../errors.js';

const ALGORITHM = 'HS256';

export function createToken(user, secret = config.jwtSecret) {
  return jwt.sign({ username: user.username }, secret, {
    algorithm: ALGORITHM,
    subject: String(user.id),
    expiresIn: config.jwtExpiresIn,
  });
}

// Returns the user id carried by a valid token; anything else is an authentication failure.
export function verifyToken(token, secret = config.jwtSecret) {
  try {
    const { sub } = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
    const userId = Number(sub);
    if (!Number.isInteger(userId)) throw new Error('subject is not a user id');
    return userId;
  } catch {
    throw new UnauthorizedError('invalid or expired token');
  }
}

// The spec's scheme is "Token <jwt>"; "Bearer" is accepted too because many clients send it.
export function tokenFromHeader(header) {
  if (!header) return null;
  const match = /^(?:Token|Bearer)\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new UnauthorizedError('malformed Authorization header');
  return match[1];
}
