from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker



from pathlib import Path

from xdg_base_dirs import xdg_data_home

# XDG data directory: $XDG_DATA_HOME or ~/.local/share
DATA_DIR = xdg_data_home() / "conduit"
DATA_DIR.mkdir(parents=True, exist_ok=True)
DATABASE_URL = f"sqlite:///{DATA_DIR / 'conduit.db'}"


engine = create_engine(DATABASE_URL, connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, autoflush=False, expire_on_commit=False)


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()
