CREATE TABLE IF NOT EXISTS tags (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name VARCHAR(64) NOT NULL UNIQUE
);

INSERT OR IGNORE INTO tags (name) VALUES ('welcome'), ('introduction'), ('dragons');
