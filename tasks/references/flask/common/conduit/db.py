"""Engine and per-thread session; only repositories and the app factory use this module."""

from sqlalchemy.orm import scoped_session, sessionmaker

from conduit.engine import make_engine
from conduit.models import Base

engine = make_engine()

# expire_on_commit=False: services keep reading committed entities while building responses.
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


def create_schema() -> None:
    Base.metadata.create_all(engine)
