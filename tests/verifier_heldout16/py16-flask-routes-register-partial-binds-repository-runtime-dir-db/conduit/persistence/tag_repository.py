from .connection import connect


class TagRepository:
    def all_names(self):
        with connect() as conn:
            return [r["name"] for r in conn.execute("SELECT name FROM tags ORDER BY name")]
