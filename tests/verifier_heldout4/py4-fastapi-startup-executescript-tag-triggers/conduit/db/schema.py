"""Schema set-up at start: the ORM tables, then two triggers that maintain tag_counts.

SQLAlchemy has no construct for SQLite triggers, so they are created with executescript on the
underlying sqlite3 connection.
"""
from conduit.db.models import Base
from conduit.db.session import engine

TAG_COUNT_TRIGGERS = """
CREATE TRIGGER IF NOT EXISTS tag_added AFTER INSERT ON article_tags
BEGIN
    INSERT INTO tag_counts (name, uses) VALUES (NEW.name, 1)
    ON CONFLICT(name) DO UPDATE SET uses = uses + 1;
END;
CREATE TRIGGER IF NOT EXISTS tag_removed AFTER DELETE ON article_tags
BEGIN
    UPDATE tag_counts SET uses = uses - 1 WHERE name = OLD.name;
    DELETE FROM tag_counts WHERE name = OLD.name AND uses <= 0;
END;
"""


def init_schema() -> None:
    Base.metadata.create_all(engine)
    raw = engine.raw_connection()
    try:
        raw.driver_connection.executescript(TAG_COUNT_TRIGGERS)
        raw.commit()
    finally:
        raw.close()
