import bcrypt from 'bcryptjs';
import { sign, verify } from 'hono/jwt';
import { userRepository } from '../repositories/userRepository.js';

const SECRET = process.env.JWT_SECRET ?? 'hono-ts-conduit';

export const userService = {
  async register(input: { username: string; email: string; password: string }) {
    const user = await userRepository.insert({ ...input, password: await bcrypt.hash(input.password, 10) });
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: await sign({ id: user.id }, SECRET) };
  },
  async login(input: { email: string; password: string }) {
    const user = await userRepository.byEmail(input.email);
    if (!user || !(await bcrypt.compare(input.password, user.password))) return null;
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: await sign({ id: user.id }, SECRET) };
  },
  async userIdFromToken(token: string): Promise<number | null> {
    try {
      return (await verify(token, SECRET)).id as number;
    } catch {
      return null;
    }
  },
};
