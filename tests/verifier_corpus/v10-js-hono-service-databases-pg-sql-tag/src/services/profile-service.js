import { db, sql } from '../database.js';
import { toProfile } from '../entities/profile.js';
import { userRepository } from '../repositories/user-repository.js';

export class ProfileNotFound extends Error {}

async function isFollowing(followerId, followeeId) {
  if (!followerId) return false;
  const rows = await db.query(
    sql`SELECT 1 AS hit FROM follows WHERE follower_id = ${followerId} AND followee_id = ${followeeId}`,
  );
  return rows.length > 0;
}

export const profileService = {
  async get(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new ProfileNotFound(username);
    return toProfile(user, await isFollowing(viewerId, user.id));
  },

  async follow(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new ProfileNotFound(username);
    await db.query(
      sql`INSERT INTO follows (follower_id, followee_id) VALUES (${viewerId}, ${user.id}) ON CONFLICT DO NOTHING`,
    );
    return toProfile(user, true);
  },

  async unfollow(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new ProfileNotFound(username);
    await db.query(sql`DELETE FROM follows WHERE follower_id = ${viewerId} AND followee_id = ${user.id}`);
    return toProfile(user, false);
  },
};
