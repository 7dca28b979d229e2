"""Engine, session factory and schema bootstrap."""
from pathlib import Path

from sqlalchemy import create_engine, inspect
from sqlalchemy.orm import scoped_session, sessionmaker

from app.models.base import Base

PROJECT_ROOT = Path(__file__).resolve().parents[1]
DATA_DIR = PROJECT_ROOT / "var"
DATA_DIR.mkdir(exist_ok=True)

engine = create_engine(
    f"sqlite:///{DATA_DIR / 'conduit.db'}",
    connect_args={"check_same_thread": False},
)
SessionLocal = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


def ensure_schema() -> None:
    """Create the tables that are missing; leave existing ones alone."""
    import app.models  # noqa: F401  (register every mapped class)

    inspector = inspect(engine)
    missing = [t for t in Base.metadata.sorted_tables if not inspector.has_table(t.name)]
    if missing:
        Base.metadata.create_all(engine, tables=missing)
