"""SQLite storage. The checked-in seed database is never modified: on start-up it is
copied to a scratch location and the server works on that copy."""
import shutil
from pathlib import Path

from django.conf import settings
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit.models import Base

RUNTIME_DATABASE = Path("/var/tmp/conduit/conduit.sqlite3")

engine = create_engine(f"sqlite:///{RUNTIME_DATABASE}", connect_args={"check_same_thread": False})
Session = sessionmaker(bind=engine, expire_on_commit=False)


def init_database() -> None:
    RUNTIME_DATABASE.parent.mkdir(parents=True, exist_ok=True)
    seed = Path(settings.SEED_DATABASE)
    if seed.exists() and not RUNTIME_DATABASE.exists():
        shutil.copyfile(seed, RUNTIME_DATABASE)
    Base.metadata.create_all(engine)
