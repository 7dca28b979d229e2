import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/userRepository.js';
import { DomainError } from './errors.js';

const SECRET = process.env.JWT_SECRET ?? 'koa-realworld';

const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

export const userService = {
  verify: (token) => jwt.verify(token, SECRET).id,
  async register({ username, email, password }) {
    return present(await userRepository.insert({ username, email, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const user = await userRepository.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) throw new DomainError(401, 'email or password is invalid');
    return present(user);
  },
};
