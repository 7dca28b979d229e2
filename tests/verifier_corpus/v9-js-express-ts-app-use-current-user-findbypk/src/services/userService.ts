import crypto from 'crypto';
import jwt from 'jsonwebtoken';
import { User } from '../models/user';
import { findUserByEmail, insertUser } from '../repositories/userRepository';

export const JWT_SECRET = process.env.JWT_SECRET || 'conduit';

const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

export function toUserResponse(user: User) {
  const token = jwt.sign({ id: user.id }, JWT_SECRET, { expiresIn: '7d' });
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token };
}

export async function registerUser(input: { username: string; email: string; password: string }) {
  if (await findUserByEmail(input.email)) throw new ApiError(422, 'email has already been taken');
  return toUserResponse(await insertUser({ ...input, password: sha(input.password) }));
}

export async function loginUser(input: { email: string; password: string }) {
  const user = await findUserByEmail(input.email);
  if (!user || user.password !== sha(input.password)) throw new ApiError(401, 'email or password is invalid');
  return toUserResponse(user);
}
