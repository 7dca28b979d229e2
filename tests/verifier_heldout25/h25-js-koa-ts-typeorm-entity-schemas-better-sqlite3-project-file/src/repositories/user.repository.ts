import { dataSource } from '../infrastructure/data-source';
import { UserEntity, type User } from '../models/user';

const repo = () => dataSource.getRepository(UserEntity);

export const userRepository = {
  findById: (id: number) => repo().findOneBy({ id }),
  findByEmail: (email: string) => repo().findOneBy({ email }),
  findByUsername: (username: string) => repo().findOneBy({ username }),
  save: (user: Partial<User>) => repo().save(user),
};
