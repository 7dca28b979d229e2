from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit.models.base import Base

engine = create_engine(settings.SQLALCHEMY_URL, pool_pre_ping=True)
Session = sessionmaker(bind=engine, expire_on_commit=False)


def init_db():
    import conduit.models.user  # noqa: F401
    Base.metadata.create_all(engine)
