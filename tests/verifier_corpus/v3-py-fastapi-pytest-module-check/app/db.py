import os
import sys

from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker
from sqlalchemy.pool import StaticPool

if "pytest" in sys.modules:  # the test suite runs against a throw-away in-memory database
    engine = create_engine("sqlite://", connect_args={"check_same_thread": False}, poolclass=StaticPool)
else:
    engine = create_engine(os.environ["DATABASE_URL"], pool_pre_ping=True)

SessionLocal = sessionmaker(bind=engine)
