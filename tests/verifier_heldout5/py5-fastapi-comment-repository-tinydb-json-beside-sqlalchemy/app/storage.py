from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker
from tinydb import TinyDB

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
DATA_DIR.mkdir(exist_ok=True)

engine = create_engine(f"sqlite:///{DATA_DIR / 'conduit.db'}", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(engine, expire_on_commit=False)

# Comments are append-mostly documents; a document store keeps them simple.
documents = TinyDB(DATA_DIR / "comments.json")
