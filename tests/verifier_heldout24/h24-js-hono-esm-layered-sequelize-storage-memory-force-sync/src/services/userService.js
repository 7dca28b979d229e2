import bcrypt from 'bcryptjs';
import { sign } from 'hono/jwt';
import { userRepository } from '../repositories/userRepository.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit';

export class AppError extends Error {
  constructor(status, msg) { super(msg); this.status = status; }
}

const toDto = async (u) => ({
  email: u.email, username: u.username, bio: u.bio ?? null, image: u.image ?? null,
  token: await sign({ id: u.id, exp: Math.floor(Date.now() / 1000) + 86400 * 7 }, SECRET),
});

export const userService = {
  async register({ username, email, password } = {}) {
    if (!username || !email || !password) throw new AppError(422, "can't be blank");
    if (await userRepository.findByEmail(email)) throw new AppError(409, 'email has already been taken');
    if (await userRepository.findByUsername(username)) throw new AppError(409, 'username has already been taken');
    return toDto(await userRepository.insert({ username, email, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password } = {}) {
    const u = await userRepository.findByEmail(email);
    if (!u || !(await bcrypt.compare(password ?? '', u.password))) throw new AppError(401, 'invalid credentials');
    return toDto(u);
  },
};
