"""Engine, session and schema bootstrap."""
import os
from pathlib import Path

from sqlalchemy import create_engine, event
from sqlalchemy.orm import scoped_session, sessionmaker
from sqlalchemy.schema import CreateIndex, CreateTable

from .schema import Base


def sqlite_path() -> Path:
    # keep the database out of the source tree so redeploys don't clobber it
    configured = os.environ.get("SQLITE_PATH")
    path = Path(configured) if configured else Path.home() / ".conduit" / "conduit.db"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


engine = create_engine(f"sqlite:///{sqlite_path()}", connect_args={"check_same_thread": False})


@event.listens_for(engine, "connect")
def _enable_fks(dbapi_conn, _record):
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


def init_schema():
    """Idempotent schema creation, table by table in dependency order."""
    with engine.begin() as conn:
        for table in Base.metadata.sorted_tables:
            conn.execute(CreateTable(table, if_not_exists=True))
            for index in table.indexes:
                conn.execute(CreateIndex(index, if_not_exists=True))
