const profiles = require('../services/profile.service');

exports.show = async (ctx) => {
  const profile = await profiles.profile(ctx.params.username, ctx.state.userId);
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
};
exports.follow = async (ctx) => {
  const profile = await profiles.follow(ctx.params.username, ctx.state.userId, ctx.method === 'POST');
  if (!profile) ctx.throw(404, 'profile not found');
  ctx.body = { profile };
};
