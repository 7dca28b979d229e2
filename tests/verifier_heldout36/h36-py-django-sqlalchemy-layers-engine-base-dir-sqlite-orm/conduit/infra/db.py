from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

engine = create_engine(settings.SQLALCHEMY_URL, connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def init_db():
    from conduit.models.base import Base
    import conduit.models.user  # noqa: F401

    Base.metadata.create_all(engine)
