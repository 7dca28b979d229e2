import { UserEntity } from '../entities/profile.js';

export const userDao = {
  byUsername: (username: string) => UserEntity.findOne({ where: { username } }),
  byId: (id: number) => UserEntity.findByPk(id),
};
