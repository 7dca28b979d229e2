'use strict';
const { QueryTypes } = require('sequelize');
const { sequelize, User, Follow } = require('../models');

module.exports = {
  findById: (id) => User.findByPk(id),
  findByEmail: (email) => User.findOne({ where: { email } }),
  create: (data) => User.create(data),

  // batch lookup used by the request-scoped loaders (one round trip per request)
  async findByIds(ids) {
    const rows = await sequelize.query(
      'SELECT id, username, bio, image FROM users WHERE id IN (:ids)',
      { replacements: { ids }, type: QueryTypes.SELECT },
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) || null);
  },

  async followedAmong(followerId, ids) {
    const rows = await Follow.findAll({ where: { followerId, followingId: ids }, attributes: ['followingId'] });
    const set = new Set(rows.map((r) => r.followingId));
    return ids.map((id) => set.has(id));
  },
};
