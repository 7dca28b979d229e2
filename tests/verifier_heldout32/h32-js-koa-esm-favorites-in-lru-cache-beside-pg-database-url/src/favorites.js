import { LRUCache } from 'lru-cache';

// favorites: article id -> Set of user ids (hot data, kept in memory)
const store = new LRUCache({ max: 50000 });

export function favorite(articleId, userId) {
  const set = store.get(articleId) ?? new Set();
  set.add(userId);
  store.set(articleId, set);
}

export function unfavorite(articleId, userId) {
  store.get(articleId)?.delete(userId);
}

export function stats(articleId, userId) {
  const set = store.get(articleId) ?? new Set();
  return { favorited: userId != null && set.has(userId), favoritesCount: set.size };
}
