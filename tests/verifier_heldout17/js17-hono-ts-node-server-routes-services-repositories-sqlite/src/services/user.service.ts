import bcrypt from 'bcryptjs';
import { sign } from 'hono/jwt';
import { userRepository } from '../repositories/user.repository.js';

const SECRET = process.env.JWT_SECRET ?? 'hono-conduit';

export async function register(input: { username: string; email: string; password: string }) {
  if (await userRepository.byEmail(input.email)) throw Object.assign(new Error('taken'), { status: 409 });
  const user = await userRepository.create({ ...input, password: await bcrypt.hash(input.password, 10) });
  return { email: user.email, username: user.username, bio: null, image: null, token: await sign({ id: user.id }, SECRET) };
}
