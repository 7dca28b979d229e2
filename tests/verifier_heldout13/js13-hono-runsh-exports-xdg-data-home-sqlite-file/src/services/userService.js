import bcrypt from 'bcryptjs';
import { sign, verify } from 'hono/jwt';
import { userRepository } from '../repositories/userRepository.js';

const SECRET = process.env.JWT_SECRET ?? 'hono-secret';

const serialize = async (u) => ({
  email: u.email,
  username: u.username,
  bio: u.bio,
  image: u.image,
  token: await sign({ id: u.id }, SECRET),
});

export const userService = {
  async register({ username, email, password }) {
    return serialize(await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const u = await userRepository.findByEmail(email);
    return u && (await bcrypt.compare(password, u.passwordHash)) ? serialize(u) : null;
  },
  async current(token) {
    try {
      const { id } = await verify(token, SECRET);
      const u = await userRepository.findById(id);
      return u ? serialize(u) : null;
    } catch {
      return null;
    }
  },
  async update(token, changes) {
    const { id } = await verify(token, SECRET);
    const u = await userRepository.findById(id);
    return serialize(await userRepository.update(u, changes));
  },
};
