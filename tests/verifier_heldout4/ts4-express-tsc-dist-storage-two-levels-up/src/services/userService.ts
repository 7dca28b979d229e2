import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/userRepository';
import type { User } from '../models/User';

const SECRET = process.env.JWT_SECRET ?? 'conduit-secret';

export class ServiceError extends Error {
  constructor(public status: number, message: string) { super(message); }
}

const toDto = (u: User) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export async function register(username: string, email: string, password: string) {
  if (await userRepository.findByEmail(email)) throw new ServiceError(422, 'email has already been taken');
  return toDto(await userRepository.create({ username, email, password: await bcrypt.hash(password, 10) }));
}

export async function login(email: string, password: string) {
  const user = await userRepository.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) throw new ServiceError(401, 'invalid email or password');
  return toDto(user);
}

export async function current(token: string) {
  const { id } = jwt.verify(token, SECRET) as { id: number };
  const user = await userRepository.findById(id);
  if (!user) throw new ServiceError(404, 'user not found');
  return toDto(user);
}
