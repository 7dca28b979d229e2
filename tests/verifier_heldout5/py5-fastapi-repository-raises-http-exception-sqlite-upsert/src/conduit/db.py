from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

# run.sh starts uvicorn from the project root, so the file lands next to run.sh.
engine = create_engine("sqlite:///./conduit.db", connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(engine, expire_on_commit=False)


def session_scope():
    with SessionLocal() as session:
        yield session
