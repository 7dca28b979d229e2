import bcrypt from 'bcryptjs';
import { sign, verify } from 'hono/jwt';
import type { User } from '../entities/user.ts';
import { userRepository } from '../repositories/user-repository.ts';

const SECRET = process.env.JWT_SECRET ?? 'clean-hono';

const toDto = async (u: User) => ({ email: u.email, token: await sign({ id: u.id }, SECRET), username: u.username, bio: u.bio ?? null, image: u.image ?? null });

export async function registerUser(input: { username: string; email: string; password: string }) {
  return toDto(await userRepository.add({ username: input.username, email: input.email, passwordHash: await bcrypt.hash(input.password, 10) }));
}

export async function loginUser(input: { email: string; password: string }) {
  const u = await userRepository.byEmail(input.email);
  return u && (await bcrypt.compare(input.password, u.passwordHash)) ? toDto(u) : null;
}

export async function userIdFromToken(token: string): Promise<number | null> {
  try {
    return (await verify(token, SECRET)).id as number;
  } catch {
    return null;
  }
}
