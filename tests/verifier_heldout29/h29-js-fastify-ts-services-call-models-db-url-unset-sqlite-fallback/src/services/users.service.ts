import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../models/user';

const SECRET = process.env.JWT_SECRET ?? 'change-me';

export class ApiError extends Error {
  constructor(public statusCode: number, message: string) { super(message); }
}

const session = (u: User) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET),
});

export function userIdFrom(header?: string): number | null {
  if (!header?.startsWith('Token ')) return null;
  try { return (jwt.verify(header.slice(6), SECRET) as { id: number }).id; } catch { return null; }
}

export async function register(username: string, email: string, password: string) {
  if (await User.findOne({ where: { email } })) throw new ApiError(422, 'email has already been taken');
  const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  return session(user);
}

export async function login(email: string, password: string) {
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new ApiError(401, 'invalid credentials');
  return session(user);
}
