from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

DB_FILE = Path(__file__).resolve().parent.parent / "conduit.sqlite3"
engine = create_engine(f"sqlite:///{DB_FILE}")
SessionLocal = sessionmaker(engine, expire_on_commit=False)
