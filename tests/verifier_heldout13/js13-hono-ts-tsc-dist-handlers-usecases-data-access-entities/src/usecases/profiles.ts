import { userStore } from '../data-access/user.store'
import type { ProfileView } from '../entities/user'

export class NotFound extends Error {}

export async function getProfile(username: string, viewerId?: number): Promise<ProfileView> {
  const user = await userStore.byUsername(username)
  if (!user) throw new NotFound(username)
  const following = viewerId ? await userStore.follows(viewerId, user.id) : false
  return { username: user.username, bio: user.bio, image: user.image, following }
}

export async function setFollow(username: string, viewerId: number, follow: boolean): Promise<ProfileView> {
  const user = await userStore.byUsername(username)
  if (!user) throw new NotFound(username)
  if (follow) await userStore.follow(viewerId, user.id)
  else await userStore.unfollow(viewerId, user.id)
  return { username: user.username, bio: user.bio, image: user.image, following: follow }
}
