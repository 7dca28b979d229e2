from app.repositories.db import get_connection


class TagRepository:
    def all_names(self):
        rows = get_connection().execute("SELECT name FROM tags ORDER BY name").fetchall()
        return [r["name"] for r in rows]

    def ensure(self, names):
        conn = get_connection()
        ids = []
        for name in names:
            conn.execute("INSERT OR IGNORE INTO tags (name) VALUES (?)", (name,))
            ids.append(conn.execute("SELECT id FROM tags WHERE name = ?", (name,)).fetchone()["id"])
        return ids
