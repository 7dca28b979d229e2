from django.conf import settings
from sqlalchemy import create_engine, event
from sqlalchemy.orm import sessionmaker

engine = create_engine(settings.SQLALCHEMY_URL, connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


@event.listens_for(engine, "connect")
def _sqlite_fk(dbapi_conn, _record):
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


def init_db() -> None:
    from conduit.models import Base
    Base.metadata.create_all(engine)
