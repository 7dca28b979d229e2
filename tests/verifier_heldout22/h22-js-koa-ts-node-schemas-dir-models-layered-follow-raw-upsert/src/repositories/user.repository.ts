import { UserSchema } from '../schemas/user.schema';

export const userRepository = {
  byUsername: (username: string) => UserSchema.findOne({ where: { username } }),
};
