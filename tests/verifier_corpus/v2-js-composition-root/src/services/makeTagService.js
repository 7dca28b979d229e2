module.exports = ({ tags }) => ({
  list: () => tags.names(),
});
