import { User } from '../models/index';

export const userRepository = {
  findByUsername: (username: string) => User.findOne({ where: { username } }),
};
