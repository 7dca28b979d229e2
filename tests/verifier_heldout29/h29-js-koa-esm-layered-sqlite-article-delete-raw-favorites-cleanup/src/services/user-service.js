import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/user-repository.js';
import { ServiceError } from './errors.js';

const SECRET = process.env.JWT_SECRET ?? 'koa-esm';

const toUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export const userService = {
  idFromToken(token) {
    try { return jwt.verify(token, SECRET).id; } catch { return null; }
  },
  async register({ username, email, password }) {
    if (await userRepository.findByEmail(email)) throw new ServiceError(422, 'email has already been taken');
    return toUser(await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const user = await userRepository.findByEmail(email ?? '');
    if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) throw new ServiceError(401, 'invalid credentials');
    return toUser(user);
  },
};
