// operationId -> handler module and function, taken from the OpenAPI document
module.exports = [
  { method: 'get', path: '/tags', handler: 'tags.getTags' },
  { method: 'get', path: '/profiles/:username', handler: 'profiles.getProfileByUsername' },
  { method: 'post', path: '/profiles/:username/follow', handler: 'profiles.followUserByUsername', auth: true },
  { method: 'delete', path: '/profiles/:username/follow', handler: 'profiles.unfollowUserByUsername', auth: true },
];
