module.exports = ({ models }) => ({
  byUsername: (username) => models.User.findOne({ where: { username } }),
  byEmail: (email) => models.User.findOne({ where: { email } }),
  create: (values) => models.User.create(values),
  isFollowing: async (followerId, followeeId) =>
    Boolean(await models.Follow.findOne({ where: { followerId, followeeId } })),
  follow: (followerId, followeeId) => models.Follow.findOrCreate({ where: { followerId, followeeId } }),
  unfollow: (followerId, followeeId) => models.Follow.destroy({ where: { followerId, followeeId } }),
});
