module.exports = ({ tagRepository }) => ({
  names: () => tagRepository.names(),
  add: (name) => tagRepository.add(name.trim().toLowerCase()),
});
