import { profileStore } from '../data-access/profileStore';

export async function getProfile(username: string) {
  const p = await profileStore.byUsername(username);
  if (!p) return null;
  return { username: p.username, bio: p.bio, image: p.image, following: false };
}
