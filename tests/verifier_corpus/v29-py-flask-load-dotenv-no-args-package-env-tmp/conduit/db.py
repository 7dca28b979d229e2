from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, scoped_session, sessionmaker

from conduit.config import DB_PATH

engine = create_engine(f"sqlite:///{DB_PATH}")
db_session = scoped_session(sessionmaker(bind=engine))


class Base(DeclarativeBase):
    pass
