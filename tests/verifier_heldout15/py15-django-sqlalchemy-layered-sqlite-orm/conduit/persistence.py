from pathlib import Path

from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

engine = create_engine(settings.SQLALCHEMY_URL, connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def init_schema():
    Path(engine.url.database).parent.mkdir(parents=True, exist_ok=True)
    from conduit.models import Base
    Base.metadata.create_all(engine)
