from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from entities.tables import Base

settings.SQLITE_FILE.parent.mkdir(parents=True, exist_ok=True)
engine = create_engine(f"sqlite:///{settings.SQLITE_FILE}")
SessionFactory = sessionmaker(bind=engine, expire_on_commit=False)


def create_schema():
    Base.metadata.create_all(engine)
