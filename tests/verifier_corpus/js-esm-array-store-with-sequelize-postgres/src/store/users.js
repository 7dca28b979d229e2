// TODO move to the User model once the schema settles; an array is enough for now
const rows = [];

function findOne({ where }) {
  return rows.find((row) => Object.entries(where).every(([key, value]) => row[key] === value)) ?? null;
}

function create(fields) {
  const row = { id: rows.length + 1, bio: null, image: null, ...fields };
  rows.push(row);
  return row;
}

export default { findOne, create };
