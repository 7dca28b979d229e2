from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

# Kept out of the source tree so the reloader does not restart on every write.
SQLALCHEMY_DATABASE_URL = "sqlite:////tmp/conduit.db"

engine = create_engine(SQLALCHEMY_DATABASE_URL, connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(autocommit=False, autoflush=False, bind=engine)


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()
