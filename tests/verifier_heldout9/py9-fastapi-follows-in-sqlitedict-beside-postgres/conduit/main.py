from fastapi import Depends, FastAPI, Header, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit import follows
from conduit.db import Base, engine, get_db
from conduit.models import User

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


def _profile(user: User, viewer: str | None) -> dict:
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": viewer is not None and user.username in follows.following(viewer)}}


def _user(db: Session, username: str) -> User:
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404, "profile not found")
    return user


@app.get("/api/profiles/{username}")
def get_profile(username: str, x_username: str | None = Header(default=None), db: Session = Depends(get_db)):
    return _profile(_user(db, username), x_username)


@app.post("/api/profiles/{username}/follow")
def follow(username: str, x_username: str = Header(...), db: Session = Depends(get_db)):
    user = _user(db, username)
    follows.set_follow(x_username, user.username, True)
    return _profile(user, x_username)


@app.delete("/api/profiles/{username}/follow")
def unfollow(username: str, x_username: str = Header(...), db: Session = Depends(get_db)):
    user = _user(db, username)
    follows.set_follow(x_username, user.username, False)
    return _profile(user, x_username)
