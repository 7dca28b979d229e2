from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

# SQLite URI filename: lets us pass SQLite-level options (cache=private) in the URL.
# "uri=true" makes SQLAlchemy hand "file:var/conduit.db?cache=private" to sqlite3 with uri=True.
DATABASE_URL = "sqlite:///file:var/conduit.db?cache=private&uri=true"

engine = create_engine(DATABASE_URL, connect_args={"check_same_thread": False})
Session = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
