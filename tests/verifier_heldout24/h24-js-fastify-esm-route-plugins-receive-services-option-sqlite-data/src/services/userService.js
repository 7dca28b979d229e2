import bcrypt from 'bcryptjs';

export function createUserService({ userRepository }) {
  return {
    async register({ username, email, password }) {
      const passwordHash = await bcrypt.hash(password, 10);
      return userRepository.create({ username, email, passwordHash });
    },
    async login({ email, password }) {
      const user = await userRepository.findByEmail(email);
      if (!user || !(await bcrypt.compare(password, user.passwordHash))) return null;
      return user;
    },
    current: (id) => userRepository.findById(id),
    async update(id, changes) {
      const user = await userRepository.findById(id);
      if (changes.password) {
        changes.passwordHash = await bcrypt.hash(changes.password, 10);
        delete changes.password;
      }
      return userRepository.save(user, changes);
    },
  };
}
