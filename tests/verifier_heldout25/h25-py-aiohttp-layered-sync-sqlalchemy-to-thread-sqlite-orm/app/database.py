from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

PROJECT_ROOT = Path(__file__).resolve().parents[1]
DB_FILE = PROJECT_ROOT / "var" / "conduit.db"

engine = create_engine(f"sqlite:///{DB_FILE}", connect_args={"check_same_thread": False})
SessionFactory = sessionmaker(bind=engine, expire_on_commit=False)


def init_schema() -> None:
    from .models import Base

    DB_FILE.parent.mkdir(parents=True, exist_ok=True)
    Base.metadata.create_all(engine)
