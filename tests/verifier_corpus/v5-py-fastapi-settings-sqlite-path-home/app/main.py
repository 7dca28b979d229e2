from fastapi import FastAPI
from sqlalchemy import select

from app.db import Base, SessionLocal, engine
from app.models import User

Base.metadata.create_all(engine)
app = FastAPI()


@app.post("/api/users", status_code=201)
def register(payload: dict) -> dict:
    data = payload["user"]
    with SessionLocal() as session:
        user = User(username=data["username"], email=data["email"], password_hash=data["password"])
        session.add(user)
        session.commit()
        return {"user": {"username": user.username, "email": user.email}}


@app.get("/api/profiles/{username}")
def profile(username: str) -> dict:
    with SessionLocal() as session:
        user = session.scalars(select(User).where(User.username == username)).one()
        return {"profile": {"username": user.username}}
