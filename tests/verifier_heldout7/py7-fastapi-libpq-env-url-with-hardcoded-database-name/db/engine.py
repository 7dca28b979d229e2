from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

# Connection parameters (host, port, user, password) come from the standard
# libpq environment variables PGHOST, PGPORT, PGUSER and PGPASSWORD.
engine = create_engine("postgresql+psycopg:///conduit", pool_pre_ping=True)
SessionLocal = sessionmaker(engine, expire_on_commit=False)
