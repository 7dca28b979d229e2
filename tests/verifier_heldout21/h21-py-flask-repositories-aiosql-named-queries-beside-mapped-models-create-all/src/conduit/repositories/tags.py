from pathlib import Path

import aiosql

from conduit.models import engine

queries = aiosql.from_path(Path(__file__).parent / "sql" / "tags.sql", "psycopg")


class TagRepository:
    def popular(self, limit: int = 20) -> list[str]:
        with engine.raw_connection() as raw:
            return [row[0] for row in queries.popular_tags(raw.driver_connection, limit=limit)]

    def ensure(self, name: str) -> int:
        with engine.raw_connection() as raw:
            tag_id = queries.upsert_tag(raw.driver_connection, name=name)
            raw.commit()
            return tag_id
