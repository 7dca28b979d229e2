from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker

engine = create_engine(f"sqlite:///{Path(__file__).resolve().parent.parent / 'conduit.db'}")
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


def get_session():
    session: Session = SessionLocal()
    try:
        yield session
    finally:
        session.close()
