from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

# app/db.py -> parents[1] is the project root (the directory holding run.sh)
DB_FILE = Path(__file__).resolve().parents[1] / "conduit.sqlite3"
engine = create_engine(f"sqlite:///{DB_FILE}", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)
