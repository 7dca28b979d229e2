from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker


class Base(DeclarativeBase):
    pass


def make_session_factory(database_path, echo: bool = False):
    engine = create_engine(f"sqlite:///{database_path}", echo=echo)
    return engine, sessionmaker(bind=engine, expire_on_commit=False)
