import { sign, verify } from 'hono/jwt';
import { scryptSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { usersRepository } from '../repositories/users.js';

const secret = process.env.JWT_SECRET ?? 'change-me';

const hash = (password) => {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
};

const check = (password, stored) => {
  const [salt, digest] = stored.split(':');
  return timingSafeEqual(Buffer.from(digest, 'hex'), scryptSync(password, salt, 32));
};

async function present(user) {
  const token = await sign({ id: user.id, exp: Math.floor(Date.now() / 1000) + 86400 * 7 }, secret);
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token };
}

export const authService = {
  async register({ username, email, password }) {
    if (await usersRepository.byEmail(email)) return { error: 'email has already been taken' };
    return { user: await present(await usersRepository.create({ username, email, password: hash(password) })) };
  },
  async login({ email, password }) {
    const user = await usersRepository.byEmail(email);
    if (!user || !check(password, user.password)) return { error: 'email or password is invalid' };
    return { user: await present(user) };
  },
  async current(token) {
    const { id } = await verify(token, secret);
    const user = await usersRepository.byId(id);
    return user ? present(user) : null;
  },
};
