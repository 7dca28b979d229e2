const { EntitySchema } = require('typeorm');

module.exports = new EntitySchema({
  name: 'Tag',
  tableName: 'tags',
  columns: {
    id: { primary: true, type: 'int', generated: true },
    name: { type: 'varchar', unique: true },
  },
});
