import bcrypt from 'bcryptjs';
import { signToken } from '../../shared/auth.js';
import type { User } from './user.model.js';
import { userRepository } from './user.repository.js';

export class HttpError extends Error {
  constructor(public status: number, public errors: Record<string, string[]>) {
    super('http error');
  }
}

const toUser = (u: User) => ({
  email: u.email, token: signToken(u.id), username: u.username, bio: u.bio ?? null, image: u.image ?? null,
});

export const userService = {
  async register(input: { username: string; email: string; password: string }) {
    if (await userRepository.existsWith(input.email, input.username)) {
      throw new HttpError(422, { 'email or username': ['has already been taken'] });
    }
    const passwordHash = await bcrypt.hash(input.password, 10);
    return toUser(await userRepository.create({ username: input.username, email: input.email, passwordHash }));
  },
  async login(email: string, password: string) {
    const user = await userRepository.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      throw new HttpError(401, { 'email or password': ['is invalid'] });
    }
    return toUser(user);
  },
  async current(id: number) {
    const user = await userRepository.findById(id);
    if (!user) throw new HttpError(404, { user: ['not found'] });
    return toUser(user);
  },
  async profile(username: string, viewerId: number | null) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new HttpError(404, { profile: ['not found'] });
    const following = viewerId ? await userRepository.isFollowing(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio ?? null, image: user.image ?? null, following };
  },
  async setFollow(username: string, viewerId: number, follow: boolean) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new HttpError(404, { profile: ['not found'] });
    if (follow) await userRepository.follow(viewerId, user.id);
    else await userRepository.unfollow(viewerId, user.id);
    return this.profile(username, viewerId);
  },
};
