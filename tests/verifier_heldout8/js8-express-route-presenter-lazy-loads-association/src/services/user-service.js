import argon2 from 'argon2';
import { userRepository } from '../repositories/user-repository.js';
import { signToken } from '../lib/token.js';
import { Unauthorized, Unprocessable } from '../lib/errors.js';

export const userService = {
  async register({ username, email, password } = {}) {
    if (!username || !email || !password) throw new Unprocessable('username, email and password are required');
    const user = await userRepository.create({ username, email, hash: await argon2.hash(password) });
    return { user, token: signToken(user) };
  },
  async login({ email, password } = {}) {
    const user = email ? await userRepository.byEmail(email) : null;
    if (!user || !(await argon2.verify(user.hash, password ?? ''))) throw new Unauthorized();
    return { user, token: signToken(user) };
  },
};
