export function tagHandler(usecase) {
  return {
    list: async (_req, res) => res.json(await usecase.list()),
  };
}
