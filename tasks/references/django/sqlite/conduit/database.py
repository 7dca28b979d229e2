"""The SQLite engine (file conduit.db in the working directory) and the request-scoped session."""

from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

engine = create_engine("sqlite:///conduit.db")

# One session per thread; the entry point removes it when each request finishes.
Session = scoped_session(sessionmaker(engine, expire_on_commit=False))
