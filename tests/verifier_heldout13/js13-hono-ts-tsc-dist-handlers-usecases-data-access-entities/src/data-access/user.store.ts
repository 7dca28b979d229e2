import { UserRow, FollowRow } from './user.model'
import type { UserEntity } from '../entities/user'

const plain = (row: UserRow | null): UserEntity | null => (row ? (row.get({ plain: true }) as UserEntity) : null)

export const userStore = {
  async byEmail(email: string) {
    return plain(await UserRow.findOne({ where: { email } }))
  },
  async byUsername(username: string) {
    return plain(await UserRow.findOne({ where: { username } }))
  },
  async insert(data: Omit<UserEntity, 'id' | 'bio' | 'image'>) {
    return plain(await UserRow.create(data))!
  },
  async follows(followerId: number, followeeId: number) {
    return (await FollowRow.count({ where: { followerId, followeeId } })) > 0
  },
  async follow(followerId: number, followeeId: number) {
    await FollowRow.findOrCreate({ where: { followerId, followeeId } })
  },
  async unfollow(followerId: number, followeeId: number) {
    await FollowRow.destroy({ where: { followerId, followeeId } })
  },
}
