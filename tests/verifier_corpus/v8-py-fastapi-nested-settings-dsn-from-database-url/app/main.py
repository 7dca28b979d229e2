from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import engine, get_session
from app.models import Base, User

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
def register(payload: dict, session: Session = Depends(get_session)) -> dict:
    data = payload["user"]
    user = User(username=data["username"], email=data["email"], password_hash=data["password"])
    session.add(user)
    session.commit()
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": None}}


@app.get("/api/profiles/{username}")
def profile(username: str, session: Session = Depends(get_session)) -> dict:
    user = session.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(status_code=404)
    return {"profile": {"username": user.username, "bio": user.bio, "image": None, "following": False}}
