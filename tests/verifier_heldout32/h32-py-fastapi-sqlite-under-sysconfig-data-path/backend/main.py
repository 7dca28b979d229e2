from fastapi import FastAPI, HTTPException
from sqlalchemy import select

from backend.db import Base, Session, User, engine

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def profile(username: str):
    with Session() as s:
        user = s.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404)
    return {"profile": {"username": user.username, "bio": None, "image": None, "following": False}}
