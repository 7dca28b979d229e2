import { UserEntity } from '../entities';

export const userRepo = {
  byEmail: (email: string) => UserEntity.findOne({ where: { email } }),
  byId: (id: number) => UserEntity.findByPk(id),
  byUsername: (username: string) => UserEntity.findOne({ where: { username } }),
  insert: (data: { email: string; username: string; passwordHash: string }) => UserEntity.create(data),
};
