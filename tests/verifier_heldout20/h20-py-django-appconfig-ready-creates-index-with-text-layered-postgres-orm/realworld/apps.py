from django.apps import AppConfig
from sqlalchemy import text


class RealworldConfig(AppConfig):
    name = "realworld"

    def ready(self):
        from realworld.db import engine
        from realworld.models import Base

        with engine.begin() as conn:
            Base.metadata.create_all(conn)
            # case-insensitive lookups used by the article filters
            conn.execute(text("CREATE INDEX IF NOT EXISTS ix_users_username_lower ON users (lower(username))"))
            conn.execute(text("CREATE INDEX IF NOT EXISTS ix_tags_name_lower ON tags (lower(name))"))
