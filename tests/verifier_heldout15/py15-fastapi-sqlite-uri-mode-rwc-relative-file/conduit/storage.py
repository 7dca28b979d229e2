"""SQLite through SQLAlchemy, opened as an SQLite URI so the open mode is explicit."""
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

# mode=rwc: read/write, create if missing. uri=true hands the file: URI to sqlite3.
DATABASE_URL = "sqlite:///file:var/conduit.db?mode=rwc&uri=true"

engine = create_engine(DATABASE_URL, connect_args={"check_same_thread": False})
Session = sessionmaker(bind=engine, expire_on_commit=False)


def session_scope():
    with Session() as session:
        yield session
