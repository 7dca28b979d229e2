'use strict';
const DataLoader = require('dataloader');
const userRepository = require('../repositories/user-repository');

// Request-scoped batching loaders (avoid N+1 when rendering lists of articles).
module.exports = async function loaders(ctx, next) {
  const viewerId = ctx.state.userId;
  ctx.state.loaders = {
    user: new DataLoader((ids) => userRepository.findByIds(ids)),
    following: new DataLoader((ids) =>
      viewerId ? userRepository.followedAmong(viewerId, ids) : Promise.resolve(ids.map(() => false))),
  };
  await next();
};
