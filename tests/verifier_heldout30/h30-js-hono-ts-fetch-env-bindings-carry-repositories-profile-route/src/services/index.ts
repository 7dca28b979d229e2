import bcrypt from 'bcryptjs';
import { sign, verify } from 'hono/jwt';
import type { Repositories } from '../repositories/index.js';

const SECRET = process.env.JWT_SECRET ?? 'bindings-conduit';

export class NotFound extends Error {}

export function createServices({ users, follows }: Repositories) {
  const toUser = async (u: { id: number; email: string; username: string; bio: string | null; image: string | null }) => ({
    email: u.email, username: u.username, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET),
  });

  return {
    auth: {
      async register(input: { username: string; email: string; password: string }) {
        return toUser(await users.create({ ...input, password: await bcrypt.hash(input.password, 10) }));
      },
      async login(input: { email: string; password: string }) {
        const user = await users.byEmail(input.email);
        if (!user || !(await bcrypt.compare(input.password, user.password))) return null;
        return toUser(user);
      },
      async viewerId(header?: string): Promise<number | null> {
        if (!header?.startsWith('Token ')) return null;
        try {
          return (await verify(header.slice(6), SECRET)).id as number;
        } catch {
          return null;
        }
      },
    },
    profiles: {
      async get(username: string, viewerId: number | null) {
        const user = await users.byUsername(username);
        if (!user) throw new NotFound(username);
        const following = viewerId ? await follows.isFollowing(viewerId, user.id) : false;
        return { username: user.username, bio: user.bio, image: user.image, following };
      },
    },
  };
}

export type Services = ReturnType<typeof createServices>;
