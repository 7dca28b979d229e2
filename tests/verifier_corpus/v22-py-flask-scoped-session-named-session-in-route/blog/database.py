import os

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, scoped_session, sessionmaker

engine = create_engine(os.environ["DATABASE_URL"], pool_pre_ping=True)
Session = scoped_session(sessionmaker(bind=engine, autoflush=False))


class Base(DeclarativeBase):
    pass
