from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import delete, select
from sqlalchemy.orm import Session
from conduit.db import Base, engine, get_session
from conduit.models import Follow, User

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"ok": True}


@app.get("/api/profiles/{username}")
def profile(username: str, db: Session = Depends(get_session)):
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404)
    return {"profile": {"username": user.username, "bio": user.bio, "following": False}}


@app.delete("/api/profiles/{username}/follow")
def unfollow(username: str, follower_id: int, db: Session = Depends(get_session)):
    target = db.scalar(select(User).where(User.username == username))
    db.execute(delete(Follow).where(Follow.follower_id == follower_id, Follow.followee_id == target.id))
    db.commit()
    return {"profile": {"username": target.username, "following": False}}
