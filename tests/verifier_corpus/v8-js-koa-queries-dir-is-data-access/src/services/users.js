const { userByUsername, insertUser } = require('../queries/user-queries');

exports.register = async ({ username, email }) => {
  if (await userByUsername(username)) throw Object.assign(new Error('username has already been taken'), { status: 422 });
  const user = await insertUser({ username, email });
  return { username: user.username, email: user.email, bio: null, image: null };
};
