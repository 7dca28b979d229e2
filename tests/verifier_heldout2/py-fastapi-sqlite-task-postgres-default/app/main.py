from fastapi import FastAPI
from sqlalchemy import select

from app.db import Base, SessionLocal, engine
from app.models import User

app = FastAPI()


@app.on_event("startup")
def create_tables():
    Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health():
    return {"ok": True}


@app.get("/api/profiles/{username}")
def profile(username: str):
    with SessionLocal() as s:
        user = s.scalar(select(User).where(User.username == username))
    return {"profile": {"username": user.username if user else username}}
