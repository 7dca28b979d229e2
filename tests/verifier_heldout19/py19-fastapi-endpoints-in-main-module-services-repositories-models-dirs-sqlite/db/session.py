from pathlib import Path
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker
from models.base import Base

DB_FILE = Path(__file__).resolve().parent.parent / "data" / "conduit.sqlite3"
DB_FILE.parent.mkdir(exist_ok=True)
engine = create_engine(f"sqlite:///{DB_FILE}")
SessionLocal = sessionmaker(bind=engine)


def init_db():
    import models  # noqa: F401
    Base.metadata.create_all(engine)
