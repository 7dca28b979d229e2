from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit.models import Base

engine = create_engine(f"sqlite:///{settings.SQLITE_PATH}", connect_args={"check_same_thread": False})
SessionFactory = sessionmaker(bind=engine, expire_on_commit=False)


def init_schema() -> None:
    Base.metadata.create_all(engine)
