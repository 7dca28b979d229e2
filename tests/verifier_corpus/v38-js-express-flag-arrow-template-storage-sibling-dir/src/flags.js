const flag = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 1 && process.argv[i + 1] ? process.argv[i + 1] : dflt;
};

module.exports = { flag };
