export function userHandler(usecase) {
  return {
    register: async (req, res) => res.status(201).json({ user: await usecase.register(req.body.user ?? {}) }),
    login: async (req, res) => res.json({ user: await usecase.login(req.body.user ?? {}) }),
    current: async (req, res) => res.json({ user: await usecase.current(req.userId) }),
  };
}
