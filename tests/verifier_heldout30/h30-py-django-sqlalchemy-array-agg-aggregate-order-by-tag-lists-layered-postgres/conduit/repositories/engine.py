from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit.models import Base

engine = create_engine(settings.SQLALCHEMY_URL, pool_pre_ping=True, pool_size=5)
Session = sessionmaker(bind=engine, expire_on_commit=False)


def create_schema() -> None:
    Base.metadata.create_all(engine)
