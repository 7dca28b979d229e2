import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/userRepository.js';

const SECRET = process.env.JWT_SECRET ?? 'koa-ts';

const present = (u: { id: number; email: string; username: string; bio: string | null; image: string | null }) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET),
});

export const userService = {
  verify: (token: string) => (jwt.verify(token, SECRET) as { id: number }).id,
  async register(input: { username: string; email: string; password: string }) {
    return present(await userRepository.create({ ...input, password: await bcrypt.hash(input.password, 10) }));
  },
  async login(input: { email: string; password: string }) {
    const user = await userRepository.byEmail(input.email);
    if (!user || !(await bcrypt.compare(input.password, user.password))) throw Object.assign(new Error('invalid credentials'), { status: 401 });
    return present(user);
  },
};
