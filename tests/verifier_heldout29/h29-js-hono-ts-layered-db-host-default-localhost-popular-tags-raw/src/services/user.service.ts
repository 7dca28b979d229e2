import bcrypt from 'bcryptjs';
import { sign } from 'hono/jwt';
import { userRepository } from '../repositories/user.repository';

export const JWT_SECRET = process.env.JWT_SECRET ?? 'hono-conduit';

export class ServiceError extends Error {
  constructor(readonly status: 401 | 404 | 422, message: string) { super(message); }
}

export const userService = {
  async register(username: string, email: string, password: string) {
    if (await userRepository.findByEmail(email)) throw new ServiceError(422, 'email has already been taken');
    const user = await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: await sign({ id: user.id }, JWT_SECRET) };
  },
  async login(email: string, password: string) {
    const user = await userRepository.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new ServiceError(401, 'invalid credentials');
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: await sign({ id: user.id }, JWT_SECRET) };
  },
  async profile(username: string) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new ServiceError(404, 'profile not found');
    return { username: user.username, bio: user.bio, image: user.image, following: false };
  },
};
