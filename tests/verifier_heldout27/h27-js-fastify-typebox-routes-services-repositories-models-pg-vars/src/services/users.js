import bcrypt from 'bcryptjs';
import { HttpError } from './http-error.js';

export function createUsersService({ usersRepository }) {
  const profile = async (user, viewerId) => ({
    username: user.username,
    bio: user.bio,
    image: user.image,
    following: await usersRepository.follows(viewerId, user.id),
  });

  return {
    profile,
    async register({ username, email, password }) {
      if (await usersRepository.byEmail(email)) throw new HttpError(422, 'email', 'has already been taken');
      if (await usersRepository.byUsername(username)) throw new HttpError(422, 'username', 'has already been taken');
      return usersRepository.insert({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    },
    async login({ email, password }) {
      const user = await usersRepository.byEmail(email);
      if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new HttpError(401, 'credentials', 'invalid');
      return user;
    },
    byId: (id) => usersRepository.byId(id),
    async profileOf(username, viewerId) {
      const user = await usersRepository.byUsername(username);
      if (!user) throw new HttpError(404, 'profile', 'not found');
      return profile(user, viewerId);
    },
    async follow(username, viewerId, on) {
      const user = await usersRepository.byUsername(username);
      if (!user) throw new HttpError(404, 'profile', 'not found');
      await (on ? usersRepository.follow(viewerId, user.id) : usersRepository.unfollow(viewerId, user.id));
      return profile(user, viewerId);
    },
  };
}
