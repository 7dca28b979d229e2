import bcrypt from 'bcrypt';
import { userRepository } from '../repositories/userRepository.js';
import { Profile } from '../models/User.js';
import { ApiError } from '../lib/errors.js';
import { signToken } from '../lib/jwt.js';

const present = (user) => ({ email: user.email, token: signToken(user), username: user.username, bio: user.bio, image: user.image });

export const userService = {
  async register({ username, email, password } = {}) {
    if (!username || !email || !password) throw new ApiError(422, { body: ['username, email and password are required'] });
    if (await userRepository.findByEmail(email)) throw new ApiError(422, { email: ['has already been taken'] });
    if (await userRepository.findByUsername(username)) throw new ApiError(422, { username: ['has already been taken'] });
    return present(await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password } = {}) {
    const user = email && (await userRepository.findByEmail(email));
    if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) throw new ApiError(401, { credentials: ['invalid'] });
    return present(user);
  },
  async current(id) {
    const user = await userRepository.findById(id);
    if (!user) throw new ApiError(404, { user: ['not found'] });
    return present(user);
  },
  async update(id, { password, ...rest } = {}) {
    const passwordHash = password ? await bcrypt.hash(password, 10) : undefined;
    return present(await userRepository.update(id, { ...rest, passwordHash }));
  },
  async profile(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new ApiError(404, { profile: ['not found'] });
    return new Profile(user, await userRepository.isFollowing(viewerId, user.id));
  },
  async follow(username, viewerId, on) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new ApiError(404, { profile: ['not found'] });
    if (on) await userRepository.follow(viewerId, user.id);
    else await userRepository.unfollow(viewerId, user.id);
    return new Profile(user, on);
  },
};
