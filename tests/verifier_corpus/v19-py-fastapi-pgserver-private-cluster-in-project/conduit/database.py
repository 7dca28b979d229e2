from pathlib import Path

import pgserver
from sqlalchemy import create_engine
from sqlalchemy.orm import declarative_base, sessionmaker

PROJECT_DIR = Path(__file__).resolve().parent.parent

# embedded PostgreSQL cluster kept next to the code so the app runs anywhere
_pg = pgserver.get_server(PROJECT_DIR / "pgdata", cleanup_mode=None)
engine = create_engine(_pg.get_uri(), pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, autoflush=False)
Base = declarative_base()


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()
