// tags live in memory for now; the Tag model is kept for the move to the database
const { Tag } = require('../models'); // eslint-disable-line no-unused-vars

const tags = new Map();

exports.add = (name) => {
  tags.set(name, { name, createdAt: new Date() });
};

exports.names = async () => [...tags.keys()].sort();
