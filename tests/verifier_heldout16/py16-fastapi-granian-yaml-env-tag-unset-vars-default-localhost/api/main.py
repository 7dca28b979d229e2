from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import delete, exists, select
from sqlalchemy.orm import Session

from api.db import Base, engine, session
from api.models import Follow, User

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def profile(username: str, db: Session = Depends(session)):
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404)
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}


def _follow_state(db: Session, follower: int, followee: int) -> bool:
    return db.scalar(select(exists().where(Follow.follower_id == follower, Follow.followee_id == followee)))


@app.delete("/api/profiles/{username}/follow")
def unfollow(username: str, db: Session = Depends(session)):
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404)
    db.execute(delete(Follow).where(Follow.followee_id == user.id))
    db.commit()
    return {"profile": {"username": user.username, "following": False}}
