from fastapi import FastAPI, HTTPException
from sqlalchemy import String, Text, select
from sqlalchemy.orm import Mapped, mapped_column

from app.db import Base, SessionLocal, engine


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(80), unique=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    bio: Mapped[str | None] = mapped_column(Text)
    image: Mapped[str | None] = mapped_column(String(512))


Base.metadata.create_all(engine)
app = FastAPI(title="Conduit")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def profile(username: str):
    with SessionLocal() as session:
        user = session.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}
