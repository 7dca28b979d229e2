from sqlalchemy import create_engine, text
from sqlalchemy.orm import DeclarativeBase, sessionmaker

engine = create_engine("sqlite:///./conduit.db", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, autoflush=False)


class Base(DeclarativeBase):
    pass


def ping() -> bool:
    """Readiness probe: the database answers."""
    with engine.connect() as conn:
        conn.execute(text("SELECT 1"))
    return True
