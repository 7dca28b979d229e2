from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

# An empty DSN: libpq fills host, port, user, password and database from
# PGHOST / PGPORT / PGUSER / PGPASSWORD / PGDATABASE.
engine = create_engine("postgresql+psycopg2://", pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()
