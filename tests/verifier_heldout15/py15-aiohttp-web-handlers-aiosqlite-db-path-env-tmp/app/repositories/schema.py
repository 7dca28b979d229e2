SCHEMA = """
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE,
                                  password_hash TEXT, bio TEXT, image TEXT);
CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT, description TEXT,
                                     body TEXT, author_id INTEGER REFERENCES users(id),
                                     created_at TEXT, updated_at TEXT);
CREATE TABLE IF NOT EXISTS favorites (user_id INTEGER, article_id INTEGER, PRIMARY KEY (user_id, article_id));
"""


async def create_schema(db):
    await db.executescript(SCHEMA)
    await db.commit()
