import { User } from '../models/user';

export const userRepository = {
  byId: (id: number) => User.findByPk(id),
  byEmail: (email: string) => User.findOne({ where: { email } }),
  byUsername: (username: string) => User.findOne({ where: { username } }),
  insert: (data: { email: string; username: string; passwordHash: string }) => User.create({ ...data, bio: null, image: null }),
};
