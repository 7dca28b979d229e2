from sqlalchemy import create_engine

from conduit.config import DATABASE_URL
from conduit.models import Base

engine = create_engine(DATABASE_URL)


def create_schema() -> None:
    Base.metadata.create_all(engine)
