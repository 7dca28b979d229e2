from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

import os
from pathlib import Path

# systemd sets STATE_DIRECTORY for StateDirectory=conduit; elsewhere the working directory
STATE_DIR = Path(os.environ.get("STATE_DIRECTORY", "."))
DATABASE_URL = f"sqlite:///{STATE_DIR / 'conduit.db'}"

engine = create_engine(DATABASE_URL, connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, autoflush=False, expire_on_commit=False)


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()
