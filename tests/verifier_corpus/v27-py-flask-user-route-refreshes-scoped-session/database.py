import os

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, scoped_session, sessionmaker

HERE = os.path.dirname(os.path.abspath(__file__))
engine = create_engine("sqlite:///" + os.path.join(HERE, "data.sqlite"))
db_session = scoped_session(sessionmaker(bind=engine))


class Base(DeclarativeBase):
    pass
