import { User } from '../models/user';
export const userRepository = {
  byEmail: (email: string) => User.findOne({ where: { email } }),
};
