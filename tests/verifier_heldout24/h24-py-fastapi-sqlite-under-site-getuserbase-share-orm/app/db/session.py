from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker


import site
from pathlib import Path

# per-user data directory, like pip --user installs: ~/.local/share/conduit
DATA_DIR = Path(site.getuserbase()) / "share" / "conduit"
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
