from functools import lru_cache
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

USER_DB_FILE = Path.home() / ".conduit" / "conduit.db"
PROJECT_DB_FILE = Path(__file__).resolve().parent.parent / "conduit.db"


class Base(DeclarativeBase):
    pass


class Database:
    """Engine + session factory. The default file is for running the CLI tools by hand."""

    def __init__(self, db_file: Path = USER_DB_FILE) -> None:
        self.engine = create_engine(f"sqlite:///{db_file}", connect_args={"check_same_thread": False})
        self.session_factory = sessionmaker(bind=self.engine, expire_on_commit=False)


@lru_cache
def get_database() -> Database:
    database = Database(db_file=PROJECT_DB_FILE)
    Base.metadata.create_all(database.engine)
    return database
