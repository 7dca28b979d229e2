from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, scoped_session, sessionmaker

Session = scoped_session(sessionmaker())


class Base(DeclarativeBase):
    pass


def init_engine(url: str) -> None:
    engine = create_engine(url, connect_args={"check_same_thread": False})
    Session.configure(bind=engine)
    from conduit.models import article  # noqa: F401
    Base.metadata.create_all(engine)
