// favorites as one LevelDB record per article: "fav/<articleId>" -> JSON array of user ids
const level = require('../leveldb');

const key = (articleId) => `fav/${articleId}`;

async function usersOf(articleId) {
  const raw = await level.get(key(articleId));
  return raw ? JSON.parse(raw) : [];
}

exports.usersOf = usersOf;

exports.add = async (articleId, userId) => {
  const users = await usersOf(articleId);
  if (!users.includes(userId)) await level.put(key(articleId), JSON.stringify([...users, userId]));
};

exports.remove = async (articleId, userId) => {
  const users = await usersOf(articleId);
  await level.put(key(articleId), JSON.stringify(users.filter((u) => u !== userId)));
};
