from fastapi import FastAPI, HTTPException
from sqlalchemy import select

from app.database import Base, SessionLocal, engine
from app.models import User
from dotenv import load_dotenv

load_dotenv()

Base.metadata.create_all(bind=engine)
app = FastAPI(title="Conduit")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def get_profile(username: str):
    with SessionLocal() as db:
        user = db.scalar(select(User).where(User.username == username))
        if user is None:
            raise HTTPException(status_code=404, detail="profile not found")
        return {"profile": {"username": user.username, "bio": user.bio,
                            "image": user.image, "following": False}}
