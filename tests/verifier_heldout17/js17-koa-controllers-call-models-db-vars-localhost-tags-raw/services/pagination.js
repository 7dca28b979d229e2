exports.page = (query) => ({ limit: Math.min(Number(query.limit) || 20, 100), offset: Number(query.offset) || 0 });
