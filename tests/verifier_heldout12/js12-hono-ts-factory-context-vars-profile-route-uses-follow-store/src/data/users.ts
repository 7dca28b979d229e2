import type { Models } from '../models/schema.js';

export function createUserStore({ User }: Models) {
  return {
    byUsername: (username: string) => User.findOne({ where: { username } }),
    byId: (id: number) => User.findByPk(id),
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
