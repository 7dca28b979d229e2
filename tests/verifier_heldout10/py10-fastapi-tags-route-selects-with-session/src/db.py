from sqlalchemy import create_engine
from sqlalchemy.orm import Session

from src.settings import settings

engine = create_engine(settings.database_url, connect_args={"check_same_thread": False})


def get_session():
    with Session(engine) as session:
        yield session
