from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

# src/conduit/db.py -> parents[2] is the project root
DATA_DIR = Path(__file__).resolve().parents[2] / "var"
DATA_DIR.mkdir(exist_ok=True)
DB_PATH = DATA_DIR / "conduit.db"

engine = create_engine(f"sqlite:///{DB_PATH}", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, autoflush=False)


class Base(DeclarativeBase):
    pass


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()
