"""Engine and session factory.

Every server start gets a fresh scratch directory so that a run never sees the
rows of a previous one; the directories live under var/runs in the project.
"""
import os
import tempfile
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, scoped_session, sessionmaker

PROJECT_DIR = Path(__file__).resolve().parent.parent
RUNS_DIR = PROJECT_DIR / "var" / "runs"
RUNS_DIR.mkdir(parents=True, exist_ok=True)

RUN_DIR = tempfile.mkdtemp(prefix="run-", dir=RUNS_DIR)
DATABASE_URL = "sqlite:///" + os.path.join(RUN_DIR, "conduit.db")

engine = create_engine(DATABASE_URL, connect_args={"check_same_thread": False})
Session = scoped_session(sessionmaker(bind=engine, expire_on_commit=False))


class Base(DeclarativeBase):
    pass
