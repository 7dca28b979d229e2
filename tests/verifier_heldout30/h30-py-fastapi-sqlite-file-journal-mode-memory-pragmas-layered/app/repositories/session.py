from collections.abc import Iterator
from pathlib import Path

from sqlalchemy import create_engine, event
from sqlalchemy.orm import Session, sessionmaker

from app.models.base import Base

# <project>/data/conduit.db  (this file is <project>/app/repositories/session.py)
DB_FILE = Path(__file__).resolve().parents[2] / "data" / "conduit.db"

engine = create_engine(f"sqlite:///{DB_FILE}", connect_args={"check_same_thread": False})


@event.listens_for(engine, "connect")
def _tune_sqlite(dbapi_connection, _record) -> None:
    # Favour latency over crash safety: rollback journal and temp tables are kept
    # in memory, the database itself stays in DB_FILE.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=MEMORY")
    cursor.execute("PRAGMA temp_store=MEMORY")
    cursor.execute("PRAGMA synchronous=OFF")
    cursor.execute("PRAGMA cache_size=-16000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def init_db() -> None:
    DB_FILE.parent.mkdir(parents=True, exist_ok=True)
    import app.models  # noqa: F401  (register tables)

    Base.metadata.create_all(engine)


def get_session() -> Iterator[Session]:
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()
