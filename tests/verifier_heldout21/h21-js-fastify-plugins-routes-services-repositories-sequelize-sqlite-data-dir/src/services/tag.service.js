module.exports = (tagRepository) => ({
  async listTagNames() {
    const tags = await tagRepository.all();
    return tags.map((t) => t.name);
  },
});
