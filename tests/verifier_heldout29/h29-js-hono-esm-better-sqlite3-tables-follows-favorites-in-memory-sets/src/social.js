// Follow and favorite relations. They are small and read on every article
// response, so they are kept in process memory for speed.
const follows = new Map(); // followerId -> Set<followedId>
const favorites = new Map(); // articleId -> Set<userId>

const setOf = (map, key) => {
  if (!map.has(key)) map.set(key, new Set());
  return map.get(key);
};

export const social = {
  follow: (followerId, followedId) => setOf(follows, followerId).add(followedId),
  unfollow: (followerId, followedId) => setOf(follows, followerId).delete(followedId),
  isFollowing: (followerId, followedId) => Boolean(followerId) && setOf(follows, followerId).has(followedId),
  followedBy: (followerId) => [...setOf(follows, followerId)],

  favorite: (articleId, userId) => setOf(favorites, articleId).add(userId),
  unfavorite: (articleId, userId) => setOf(favorites, articleId).delete(userId),
  isFavorited: (articleId, userId) => Boolean(userId) && setOf(favorites, articleId).has(userId),
  favoritesCount: (articleId) => setOf(favorites, articleId).size,
};
