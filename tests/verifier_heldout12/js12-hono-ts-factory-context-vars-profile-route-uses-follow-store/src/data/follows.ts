import type { Models } from '../models/schema.js';

export function createFollowStore({ Follow }: Models) {
  return {
    async isFollowing(followerId: number, followedId: number) {
      return (await Follow.count({ where: { followerId, followedId } })) > 0;
    },
    async add(followerId: number, followedId: number) {
      await Follow.findOrCreate({ where: { followerId, followedId } });
    },
    async remove(followerId: number, followedId: number) {
      await Follow.destroy({ where: { followerId, followedId } });
    },
  };
}

export type FollowStore = ReturnType<typeof createFollowStore>;
