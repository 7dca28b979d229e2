from fastapi import FastAPI
from sqlalchemy import func, select

from server.db import Base, SessionLocal, engine
from server.models import User

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def profile(username: str):
    with SessionLocal() as s:
        user = s.scalar(select(User).where(func.lower(User.username) == username.lower()))
        return {"profile": {"username": user.username if user else username}}
