from fastapi import FastAPI, HTTPException
from sqlalchemy import select

from conduit.database import Base, SessionLocal, engine
from conduit.models import User

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/profiles/{username}")
def profile(username: str):
    with SessionLocal() as session:
        user = session.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404, "profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "following": False}}
