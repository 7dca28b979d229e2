const userRepo = require('../repositories/user-repo');
exports.current = (id) => userRepo.findById(id);
exports.update = async (id, fields) => {
  const user = await userRepo.findById(id);
  if (!user) return null;
  const allowed = ['email', 'username', 'bio', 'image'];
  return userRepo.update(user, Object.fromEntries(Object.entries(fields).filter(([k]) => allowed.includes(k))));
};
