from pathlib import Path

from sqlalchemy import create_engine, event
from sqlalchemy.orm import DeclarativeBase, sessionmaker

PROJECT_ROOT = Path(__file__).resolve().parent.parent
MAIN_DB = PROJECT_ROOT / "conduit.db"
TAXONOMY_DB = PROJECT_ROOT / "data" / "conduit_taxonomy.db"
TAXONOMY_DB.parent.mkdir(parents=True, exist_ok=True)

engine = create_engine(f"sqlite:///{MAIN_DB}", connect_args={"check_same_thread": False})


@event.listens_for(engine, "connect")
def _attach_taxonomy(dbapi_connection, connection_record):
    # tags live in their own file so they can be rebuilt without touching articles
    cursor = dbapi_connection.cursor()
    cursor.execute(f"ATTACH DATABASE '{TAXONOMY_DB}' AS taxonomy")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


SessionLocal = sessionmaker(bind=engine, autoflush=False)


class Base(DeclarativeBase):
    pass


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()
