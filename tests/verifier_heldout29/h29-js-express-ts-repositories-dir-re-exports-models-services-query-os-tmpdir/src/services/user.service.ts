import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../repositories';

export const SECRET = process.env.JWT_SECRET ?? 'secret';

export class ServiceError extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

const auth = (u: User) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET),
});

export async function register(input: { username: string; email: string; password: string }) {
  const taken = await User.findOne({ where: { email: input.email } });
  if (taken) throw new ServiceError(422, 'email has already been taken');
  const user = await User.create({ ...input, password: await bcrypt.hash(input.password, 10) });
  return auth(user);
}

export async function login(email: string, password: string) {
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) throw new ServiceError(401, 'invalid credentials');
  return auth(user);
}

export async function profile(username: string) {
  const user = await User.findOne({ where: { username } });
  if (!user) throw new ServiceError(404, 'profile not found');
  return { username: user.username, bio: user.bio, image: user.image, following: false };
}
