"""Prepare the database before the API starts (run by `make serve`)."""
from app.core.db import Base, engine
from app import models  # noqa: F401

DEFAULT_TAGS = ("welcome", "introduction", "conduit")


def main() -> None:
    Base.metadata.create_all(engine)
    with engine.begin() as conn:
        conn.exec_driver_sql("CREATE INDEX IF NOT EXISTS ix_articles_created_at ON articles (created_at DESC)")
        for name in DEFAULT_TAGS:
            conn.exec_driver_sql(
                "INSERT INTO tags (name) VALUES (%s) ON CONFLICT (name) DO NOTHING", (name,)
            )
    print("bootstrap done")


if __name__ == "__main__":
    main()
