from conduit.db.engine import engine
from conduit.models import Base


def create_schema():
    Base.metadata.create_all(engine)
