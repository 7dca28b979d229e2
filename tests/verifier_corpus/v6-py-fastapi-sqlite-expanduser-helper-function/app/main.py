from fastapi import FastAPI

from app.db import Base, SessionLocal, engine
from app.models import User

app = FastAPI()
Base.metadata.create_all(engine)


@app.post("/api/users")
def register(payload: dict):
    with SessionLocal() as session:
        user = User(username=payload["user"]["username"], email=payload["user"]["email"])
        session.add(user)
        session.commit()
        return {"user": {"username": user.username, "email": user.email}}
