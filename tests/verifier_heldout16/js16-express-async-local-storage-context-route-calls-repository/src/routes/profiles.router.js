const { Router } = require('express');
const { requestContext } = require('../context/request-context');

const router = Router();

router.get('/:username', async (req, res) => {
  const { userRepository } = requestContext.getStore().repositories;
  const user = await userRepository.findByUsername(req.params.username);
  if (!user) return res.status(404).json({ errors: { body: ['profile not found'] } });
  res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

module.exports = router;
