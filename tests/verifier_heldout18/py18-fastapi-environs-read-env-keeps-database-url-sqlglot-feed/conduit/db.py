from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

from . import settings

engine = create_engine(settings.DATABASE_URL)
Session = sessionmaker(engine)


class Base(DeclarativeBase):
    pass
