import os

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

HERE = os.path.dirname(os.path.abspath(__file__))
engine = create_engine("sqlite:///" + os.path.join(HERE, "var", "conduit.db"))
Session = sessionmaker(bind=engine)


class Base(DeclarativeBase):
    pass


def init_db():
    os.makedirs(os.path.join(HERE, "var"), exist_ok=True)
    Base.metadata.create_all(engine)
