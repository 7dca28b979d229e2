const { Follow } = require('../models');
exports.exists = async (followerId, followeeId) => (await Follow.count({ where: { followerId, followeeId } })) > 0;
exports.add = (followerId, followeeId) => Follow.findOrCreate({ where: { followerId, followeeId } });
exports.remove = (followerId, followeeId) => Follow.destroy({ where: { followerId, followeeId } });
