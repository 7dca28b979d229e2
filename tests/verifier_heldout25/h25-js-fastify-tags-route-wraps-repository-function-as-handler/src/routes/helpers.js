// Wrap a loader into a GET handler that answers { [key]: result }.
function envelope(key, load) {
  return async function handler() {
    return { [key]: await load() };
  };
}

module.exports = { envelope };
