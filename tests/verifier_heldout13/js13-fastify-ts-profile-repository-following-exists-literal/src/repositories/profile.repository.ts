import { literal } from 'sequelize'
import { Follow, User, sequelize } from '../models/index.js'

export type ProfileRow = User & { following: boolean }

export class ProfileRepository {
  // one query: the user plus whether the viewer follows them
  async findWithFollowing(username: string, viewerId: number | null): Promise<ProfileRow | null> {
    const viewer = viewerId === null ? 'NULL' : sequelize.escape(viewerId)
    return (await User.findOne({
      where: { username },
      attributes: {
        include: [
          [literal(`EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewer} AND f.followee_id = "User"."id")`), 'following'],
        ],
      },
    })) as ProfileRow | null
  }

  async follow(followerId: number, followeeId: number) {
    await Follow.findOrCreate({ where: { followerId, followeeId } })
  }

  async unfollow(followerId: number, followeeId: number) {
    await Follow.destroy({ where: { followerId, followeeId } })
  }
}
