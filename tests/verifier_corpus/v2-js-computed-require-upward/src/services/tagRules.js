exports.normalise = (name) => name.trim().toLowerCase();
