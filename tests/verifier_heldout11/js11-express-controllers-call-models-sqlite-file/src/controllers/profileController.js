const { User, Follow } = require('../models');

exports.getProfile = async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { body: ['profile not found'] } });
  const following = req.auth ? !!(await Follow.findOne({ where: { followerId: req.auth.id, followingId: user.id } })) : false;
  res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following } });
};

exports.follow = async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { body: ['profile not found'] } });
  await Follow.findOrCreate({ where: { followerId: req.auth.id, followingId: user.id } });
  res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: true } });
};
