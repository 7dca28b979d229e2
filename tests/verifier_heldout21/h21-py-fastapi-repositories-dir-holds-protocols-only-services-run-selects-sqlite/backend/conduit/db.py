from sqlalchemy import create_engine
from sqlalchemy.orm import Session, sessionmaker

# Relative to the working directory (run.sh runs from the project root).
engine = create_engine("sqlite:///./data/conduit.db", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(engine, expire_on_commit=False)


def get_session():
    with SessionLocal() as session:
        yield session
