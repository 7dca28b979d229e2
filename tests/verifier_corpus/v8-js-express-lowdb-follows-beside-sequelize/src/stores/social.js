import { JSONFilePreset } from 'lowdb/node';

// Follows and favorites are plain pairs; a JSON document is enough for them.
const db = await JSONFilePreset('data/social.json', { follows: [], favorites: [] });

export async function follow(follower, followee) {
  if (!db.data.follows.some((f) => f.follower === follower && f.followee === followee)) {
    await db.update(({ follows }) => follows.push({ follower, followee }));
  }
}

export async function unfollow(follower, followee) {
  db.data.follows = db.data.follows.filter((f) => !(f.follower === follower && f.followee === followee));
  await db.write();
}

export const isFollowing = (follower, followee) =>
  db.data.follows.some((f) => f.follower === follower && f.followee === followee);

export async function favorite(username, slug) {
  await db.update(({ favorites }) => favorites.push({ username, slug }));
}

export const favoritesCount = (slug) => db.data.favorites.filter((f) => f.slug === slug).length;
