const profileService = require('../services/profileService');

const send = (res) => (profile) => (profile ? res.json({ profile }) : res.status(404).json({ errors: { body: ['not found'] } }));

exports.getProfileByUsername = async (req, res) => send(res)(await profileService.view(req.params.username, req.userId));
exports.followUserByUsername = async (req, res) => send(res)(await profileService.follow(req.params.username, req.userId, true));
exports.unfollowUserByUsername = async (req, res) => send(res)(await profileService.follow(req.params.username, req.userId, false));
