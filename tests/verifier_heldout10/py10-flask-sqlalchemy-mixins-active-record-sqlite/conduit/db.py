from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, scoped_session, sessionmaker
from sqlalchemy_mixins import AllFeaturesMixin

PROJECT_ROOT = Path(__file__).resolve().parent.parent
engine = create_engine(f"sqlite:///{PROJECT_ROOT / 'data.sqlite'}")
session = scoped_session(sessionmaker(bind=engine, autocommit=False, autoflush=True))


class Base(DeclarativeBase):
    pass


class Model(Base, AllFeaturesMixin):
    __abstract__ = True


Model.set_session(session)
