const userRepository = require('../repositories/userRepository');

async function load(ctx) {
  const user = await userRepository.findByUsername(ctx.params.username);
  if (!user) ctx.throw(404, 'profile not found');
  return user;
}

const profile = (u, following) => ({ username: u.username, bio: u.bio, image: u.image, following });

exports.get = async (ctx) => {
  const u = await load(ctx);
  const following = ctx.state.userId ? await userRepository.isFollowing(ctx.state.userId, u.id) : false;
  ctx.body = { profile: profile(u, following) };
};

exports.follow = async (ctx) => {
  const u = await load(ctx);
  await userRepository.follow(ctx.state.userId, u.id);
  ctx.body = { profile: profile(u, true) };
};

exports.unfollow = async (ctx) => {
  const u = await load(ctx);
  await userRepository.unfollow(ctx.state.userId, u.id);
  ctx.body = { profile: profile(u, false) };
};
