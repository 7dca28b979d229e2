module.exports = ({ Tag }) => ({
  all: () => Tag.findAll({ order: [['name', 'ASC']] }),
  ensure: (names) => Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t))),
});
