import bcrypt from 'bcryptjs';
import { sign } from 'hono/jwt';
import type { usersRepository } from '../repositories/users.js';

export const SECRET = process.env.JWT_SECRET ?? 'hono-conduit';

export const usersService = (repo: ReturnType<typeof usersRepository>) => {
  const view = async (u: any) => ({ username: u.username, email: u.email, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET) });
  return {
    async register(username: string, email: string, password: string) {
      return view(await repo.create({ username, email, password: await bcrypt.hash(password, 10) }));
    },
    async login(email: string, password: string) {
      const u: any = await repo.byEmail(email);
      return u && (await bcrypt.compare(password, u.password)) ? view(u) : null;
    },
  };
};
