import os

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, Session

from app.core.config import settings

os.makedirs(os.path.dirname(settings.sqlite_path), exist_ok=True)
engine = create_engine(f"sqlite:///{settings.sqlite_path}", connect_args={"check_same_thread": False})


class Base(DeclarativeBase):
    pass


def get_session():
    with Session(engine) as session:
        yield session
