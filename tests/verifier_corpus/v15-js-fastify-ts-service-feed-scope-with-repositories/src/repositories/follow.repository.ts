import { Follow } from '../models/index.js';

export async function followedIds(followerId: number): Promise<number[]> {
  const rows = await Follow.findAll({ where: { followerId } });
  return rows.map((row) => row.followingId);
}
