import { sql } from '../db/client.js';

export async function isFollowing(followerId, followeeId) {
  const rows = await sql`SELECT 1 FROM follows WHERE follower_id = ${followerId} AND followee_id = ${followeeId}`;
  return rows.length > 0;
}

export async function follow(followerId, followeeId) {
  await sql`INSERT INTO follows (follower_id, followee_id) VALUES (${followerId}, ${followeeId}) ON CONFLICT DO NOTHING`;
}

export async function unfollow(followerId, followeeId) {
  await sql`DELETE FROM follows WHERE follower_id = ${followerId} AND followee_id = ${followeeId}`;
}
