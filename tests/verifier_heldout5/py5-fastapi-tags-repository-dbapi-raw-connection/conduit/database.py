from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

DATA_DIR = Path(__file__).resolve().parents[1] / "var"
DATA_DIR.mkdir(exist_ok=True)

engine = create_engine(f"sqlite:///{DATA_DIR / 'conduit.db'}", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(engine)


def get_session():
    with SessionLocal() as session:
        yield session
