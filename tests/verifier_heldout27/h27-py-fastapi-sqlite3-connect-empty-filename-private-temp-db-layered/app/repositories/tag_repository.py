from app.core.database import connection


class TagRepository:
    def names(self) -> list[str]:
        return [r["name"] for r in connection().execute("SELECT name FROM tags ORDER BY name")]
