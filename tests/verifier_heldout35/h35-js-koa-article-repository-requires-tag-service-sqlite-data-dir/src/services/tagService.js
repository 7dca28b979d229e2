const normalizeTags = (tags = []) => [...new Set(tags.map((t) => String(t).trim().toLowerCase()).filter(Boolean))];
module.exports = { normalizeTags };
