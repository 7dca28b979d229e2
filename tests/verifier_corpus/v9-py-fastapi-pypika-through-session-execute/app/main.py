from fastapi import Depends, FastAPI, Header, HTTPException
from sqlalchemy import text
from sqlalchemy.orm import Session

from app.models import Base, SessionLocal, engine
from app.queries import is_following_sql, profile_sql

Base.metadata.create_all(engine)
app = FastAPI()


def get_session():
    with SessionLocal() as session:
        yield session


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def profile(username: str, x_user_id: int | None = Header(None), session: Session = Depends(get_session)) -> dict:
    row = session.execute(text(profile_sql()), {"username": username}).first()
    if row is None:
        raise HTTPException(status_code=404)
    following = False
    if x_user_id is not None:
        following = session.execute(text(is_following_sql()), {"viewer": x_user_id, "target": row.id}).first() is not None
    return {"profile": {"username": row.username, "following": following}}
