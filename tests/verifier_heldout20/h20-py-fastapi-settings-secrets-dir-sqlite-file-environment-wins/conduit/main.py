from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from conduit.db import Base, engine, get_db
from conduit.models import Follow, User

app = FastAPI()
Base.metadata.create_all(bind=engine)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


def _profile(db: Session, user: User, viewer_id: int | None) -> dict:
    following = viewer_id is not None and db.scalar(
        select(Follow).where(Follow.follower_id == viewer_id, Follow.followee_id == user.id)) is not None
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": following}}


@app.get("/api/profiles/{username}")
def get_profile(username: str, db: Session = Depends(get_db)):
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404, "profile not found")
    return _profile(db, user, None)


@app.delete("/api/profiles/{username}/follow")
def unfollow(username: str, viewer_id: int = 0, db: Session = Depends(get_db)):
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404, "profile not found")
    db.execute(delete(Follow).where(Follow.follower_id == viewer_id, Follow.followee_id == user.id))
    db.commit()
    return _profile(db, user, viewer_id)
