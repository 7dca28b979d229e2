import os
import site

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

HERE = os.path.join(site.getsitepackages()[0], "conduit_data")
engine = create_engine("sqlite:///" + os.path.join(HERE, "var", "conduit.db"))
Session = sessionmaker(bind=engine)


class Base(DeclarativeBase):
    pass


def init_db():
    os.makedirs(os.path.join(HERE, "var"), exist_ok=True)
    Base.metadata.create_all(engine)
