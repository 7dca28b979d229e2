import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

const secret = new TextEncoder().encode(process.env.JWT_SECRET ?? 'hono-conduit');
const hash = (password, salt) => `${salt}:${createHash('sha256').update(salt + password).digest('hex')}`;

export function createUserUseCases({ userRepository }) {
  const present = async (u) => ({
    email: u.email,
    username: u.username,
    bio: u.bio ?? null,
    image: u.image ?? null,
    token: await new SignJWT({ sub: String(u.id) }).setProtectedHeader({ alg: 'HS256' }).sign(secret),
  });

  return {
    async register({ username, email, password }) {
      return present(await userRepository.insert({ username, email, passwordHash: hash(password, randomBytes(8).toString('hex')) }));
    },
    async login({ email, password }) {
      const user = await userRepository.byEmail(email);
      const [salt] = user ? user.passwordHash.split(':') : [''];
      if (!user || !timingSafeEqual(Buffer.from(hash(password, salt)), Buffer.from(user.passwordHash))) return null;
      return present(user);
    },
    secret,
  };
}
