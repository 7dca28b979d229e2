const { sequelize } = require('../sequelize');
const { User, Follow } = require('../models');

module.exports = async function (app) {
  app.post('/:username/follow', async (req, reply) => {
    const target = await User.findOne({ where: { username: req.params.username } });
    if (!target) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    await sequelize.query(
      'INSERT INTO Follows (followerId, followeeId, createdAt, updatedAt) VALUES (?, ?, datetime(), datetime())',
      { replacements: [req.userId, target.id] },
    );
    return { profile: { username: target.username, bio: target.bio, image: target.image, following: true } };
  });
  app.get('/:username', async (req, reply) => {
    const target = await User.findOne({ where: { username: req.params.username } });
    if (!target) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    const following = !!(await Follow.findOne({ where: { followerId: req.userId ?? 0, followeeId: target.id } }));
    return { profile: { username: target.username, bio: target.bio, image: target.image, following } };
  });
};
