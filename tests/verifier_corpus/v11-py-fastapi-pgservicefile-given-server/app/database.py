from sqlalchemy import create_engine
from sqlalchemy.orm import DeclarativeBase, sessionmaker

# host, port, database and credentials all come from the "conduit" service
engine = create_engine("postgresql+psycopg2://", connect_args={"service": "conduit"}, pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()
