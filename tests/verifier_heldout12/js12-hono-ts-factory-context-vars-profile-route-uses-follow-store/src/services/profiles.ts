import type { FollowStore } from '../data/follows.js';
import type { UserStore } from '../data/users.js';
import type { ProfileView } from '../models/schema.js';

export function createProfileService(users: UserStore, follows: FollowStore) {
  return {
    async find(username: string, viewerId?: number): Promise<{ id: number; view: ProfileView } | null> {
      const user: any = await users.byUsername(username);
      if (!user) return null;
      const following = viewerId ? await follows.isFollowing(viewerId, user.id) : false;
      return { id: user.id, view: { username: user.username, bio: user.bio, image: user.image, following } };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
