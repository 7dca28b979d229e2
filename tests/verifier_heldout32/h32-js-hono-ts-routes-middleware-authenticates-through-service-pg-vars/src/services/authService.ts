import jwt from 'jsonwebtoken';
import { findUserById } from '../repositories/userRepository.js';
import type { User } from '../models/user.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit-secret';

export async function userFromToken(token: string): Promise<User | null> {
  try {
    const payload = jwt.verify(token, SECRET) as { id: number };
    return await findUserById(payload.id);
  } catch {
    return null;
  }
}

export function issueToken(user: User): string {
  return jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
}
