import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/userRepository.js';

export const JWT_SECRET = process.env.JWT_SECRET ?? 'conduit';

const toAuth = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, JWT_SECRET), username: u.username, bio: u.bio ?? null, image: u.image ?? null });

export const userService = {
  async register({ username, email, password }) {
    const user = await userRepository.create({ username, email, password: await bcrypt.hash(password, 10) });
    return toAuth(user);
  },
  async login({ email, password }) {
    const user = await userRepository.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) return null;
    return toAuth(user);
  },
  verify(token) {
    return jwt.verify(token, JWT_SECRET).id;
  },
};
