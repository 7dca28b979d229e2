from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Mapped, mapped_column

import db


class User(db.Base):
    __tablename__ = "users"
    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(unique=True)


db.Base.metadata.create_all(db.engine)
db.describe()
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"ok": True}


@app.get("/api/profiles/{username}")
def profile(username: str):
    with db.SessionLocal() as s:
        user = s.scalar(select(User).where(User.username == username))
    return {"profile": {"username": username, "exists": user is not None}}
