from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from api.models import Base

engine = create_engine(settings.SQLALCHEMY_URL, connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def init_db() -> None:
    Base.metadata.create_all(engine)
