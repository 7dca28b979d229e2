from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

# The app is served from src/ (uvicorn --app-dir src), so step up one level
# to keep the database file at the repository root next to run.sh.
DATABASE_URL = "sqlite:///../conduit.db"

engine = create_engine(DATABASE_URL, connect_args={"check_same_thread": False})
SessionLocal = sessionmaker(bind=engine, autoflush=False, expire_on_commit=False)


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()
