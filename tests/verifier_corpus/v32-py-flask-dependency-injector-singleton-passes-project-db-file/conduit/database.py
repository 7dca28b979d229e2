import tempfile
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

# Default used by the unit tests: a throwaway file in the temp directory.
DEFAULT_DB_FILE = Path(tempfile.gettempdir()) / "conduit-test.db"


class Base(DeclarativeBase):
    pass


class Database:
    def __init__(self, db_file: Path = DEFAULT_DB_FILE) -> None:
        self.engine = create_engine(f"sqlite:///{db_file}")
        self.session_factory = sessionmaker(bind=self.engine, expire_on_commit=False)

    def create_all(self) -> None:
        Base.metadata.create_all(self.engine)
