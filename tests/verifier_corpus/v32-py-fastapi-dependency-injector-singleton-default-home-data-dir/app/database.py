from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

DATA_DIR = Path.home() / ".local" / "share" / "conduit"
DB_FILE = DATA_DIR / "conduit.db"


class Base(DeclarativeBase):
    pass


class Database:
    def __init__(self, db_file: Path = DB_FILE) -> None:
        db_file.parent.mkdir(parents=True, exist_ok=True)
        self.engine = create_engine(f"sqlite:///{db_file}", connect_args={"check_same_thread": False})
        self.session_factory = sessionmaker(bind=self.engine, expire_on_commit=False)

    def create_all(self) -> None:
        Base.metadata.create_all(self.engine)
