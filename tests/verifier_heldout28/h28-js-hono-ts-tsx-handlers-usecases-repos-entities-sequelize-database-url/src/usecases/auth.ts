import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepo } from '../repos/user-repo';
import { UseCaseError } from './errors';

const SECRET = process.env.JWT_SECRET ?? 'hono-conduit';

type UserRecord = { id: number; email: string; username: string; bio: string | null; image: string | null };

const present = (u: UserRecord) => ({
  email: u.email,
  username: u.username,
  bio: u.bio,
  image: u.image,
  token: jwt.sign({ uid: u.id }, SECRET, { expiresIn: '7d' }),
});

export function decodeToken(token: string): number {
  return (jwt.verify(token, SECRET) as { uid: number }).uid;
}

export async function registerUser(input: { email: string; username: string; password: string }) {
  if (!input?.email || !input.username || !input.password) throw new UseCaseError('invalid', "can't be blank");
  if (await userRepo.byEmail(input.email)) throw new UseCaseError('invalid', 'email has already been taken');
  const user = await userRepo.insert({
    email: input.email,
    username: input.username,
    passwordHash: await bcrypt.hash(input.password, 10),
  });
  return present(user);
}

export async function loginUser(input: { email: string; password: string }) {
  const user = await userRepo.byEmail(input.email);
  if (!user || !(await bcrypt.compare(input.password, user.passwordHash))) {
    throw new UseCaseError('unauthorized', 'email or password is invalid');
  }
  return present(user);
}

export async function currentUser(id: number) {
  const user = await userRepo.byId(id);
  if (!user) throw new UseCaseError('not_found', 'user not found');
  return present(user);
}
