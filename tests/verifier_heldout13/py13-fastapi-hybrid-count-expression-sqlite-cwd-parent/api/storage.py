from pathlib import Path

from sqlalchemy import create_engine, event
from sqlalchemy.orm import sessionmaker

# Keep the database next to the checkout rather than in it, so that replacing the
# checkout (git clean, redeploy) does not wipe the data.
DATA_DIR = Path.cwd().parent / "conduit-data"
DATA_DIR.mkdir(parents=True, exist_ok=True)

engine = create_engine(f"sqlite:///{DATA_DIR / 'conduit.sqlite3'}", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


@event.listens_for(engine, "connect")
def _foreign_keys(dbapi_conn, _record):
    dbapi_conn.execute("PRAGMA foreign_keys=ON")
