import crypto from 'node:crypto';
import { userRepository } from '../repositories/user-repository.js';
import { tokenService } from './token-service.js';

const hash = (password) => crypto.createHash('sha256').update(password).digest('hex');

const present = (user) => ({
  email: user.email, username: user.username, bio: user.bio ?? null, image: user.image ?? null,
  token: tokenService.issue(user),
});

export const userService = {
  async register({ username, email, password }) {
    if (await userRepository.findByEmail(email)) throw Object.assign(new Error('email has already been taken'), { status: 422 });
    return present(await userRepository.create({ username, email, passwordHash: hash(password) }));
  },
  async login({ email, password }) {
    const user = await userRepository.findByEmail(email);
    if (!user || user.passwordHash !== hash(password)) throw Object.assign(new Error('email or password is invalid'), { status: 401 });
    return present(user);
  },
  current: (user) => present(user),
  async updateCurrent(user, fields) {
    return present(await userRepository.update(user, fields));
  },
};
