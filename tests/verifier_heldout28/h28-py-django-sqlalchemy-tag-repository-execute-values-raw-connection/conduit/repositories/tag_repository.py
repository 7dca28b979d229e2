from psycopg2.extras import execute_values
from sqlalchemy import select

from conduit.database import SessionFactory, engine
from conduit.models import Tag


class TagRepository:
    def names(self) -> list[str]:
        with SessionFactory() as session:
            return list(session.scalars(select(Tag.name).order_by(Tag.name)))

    def ensure(self, names: list[str]) -> dict[str, int]:
        """Create the missing tags in one round trip and return name -> id."""
        if not names:
            return {}
        raw = engine.raw_connection()
        try:
            with raw.cursor() as cur:
                execute_values(
                    cur,
                    "INSERT INTO tags (name) VALUES %s ON CONFLICT (name) DO NOTHING",
                    [(n,) for n in names],
                )
                cur.execute("SELECT name, id FROM tags WHERE name = ANY(%s)", (list(names),))
                ids = dict(cur.fetchall())
            raw.commit()
            return ids
        finally:
            raw.close()
