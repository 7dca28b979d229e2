import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { config } from '../config.js';
import { userRepository } from '../repositories/user-repository.js';
import { DomainError } from './errors.js';

const sign = (user) => jwt.sign({ sub: user.id }, config.auth.jwt_secret, { expiresIn: config.auth.token_ttl });

const authUser = (user) => ({ email: user.email, username: user.username, bio: user.bio, image: user.image, token: sign(user) });

export const authService = {
  verify(token) {
    return Number(jwt.verify(token, config.auth.jwt_secret).sub);
  },
  async register({ email, username, password }) {
    if (await userRepository.byEmail(email)) throw new DomainError('conflict', 'email has already been taken');
    if (await userRepository.byUsername(username)) throw new DomainError('conflict', 'username has already been taken');
    return authUser(await userRepository.insert({ email, username, passwordHash: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const user = await userRepository.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new DomainError('unauthorized', 'invalid credentials');
    return authUser(user);
  },
  async current(id) {
    const user = await userRepository.byId(id);
    if (!user) throw new DomainError('not_found', 'user not found');
    return authUser(user);
  },
};
