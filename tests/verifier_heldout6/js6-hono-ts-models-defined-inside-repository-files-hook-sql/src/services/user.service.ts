import bcrypt from 'bcryptjs';
import { sign } from 'hono/jwt';
import { userRepository, type UserModel } from '../repositories/user.repository.js';

export const SECRET = process.env.JWT_SECRET ?? 'ts-hono';

const dto = async (u: UserModel) => ({ username: u.username, email: u.email, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET) });

export async function register(username: string, email: string, password: string) {
  return dto(await userRepository.create({ username, email, password: await bcrypt.hash(password, 10) }));
}

export async function login(email: string, password: string) {
  const u = await userRepository.byEmail(email);
  return u && (await bcrypt.compare(password, u.password)) ? dto(u) : null;
}
