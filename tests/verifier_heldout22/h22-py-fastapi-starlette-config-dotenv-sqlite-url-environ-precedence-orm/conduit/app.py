from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import delete, select

from conduit.auth import current_user
from conduit.db import Base, Session, engine
from conduit.models import Follow, User

app = FastAPI()


@app.on_event("startup")
def create_schema():
    Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health():
    return {"ok": True}


def profile(session, target: User, viewer: User | None):
    following = False
    if viewer is not None:
        following = session.scalar(
            select(Follow.id).where(Follow.follower_id == viewer.id, Follow.followee_id == target.id)
        ) is not None
    return {"profile": {"username": target.username, "bio": target.bio, "image": target.image,
                        "following": following}}


@app.post("/api/profiles/{username}/follow")
def follow(username: str, me: User = Depends(current_user)):
    with Session() as session:
        target = session.scalar(select(User).where(User.username == username))
        if target is None:
            raise HTTPException(404, "profile not found")
        exists = session.scalar(select(Follow).where(Follow.follower_id == me.id,
                                                     Follow.followee_id == target.id))
        if exists is None:
            session.add(Follow(follower_id=me.id, followee_id=target.id))
            session.commit()
        return profile(session, target, me)


@app.delete("/api/profiles/{username}/follow")
def unfollow(username: str, me: User = Depends(current_user)):
    with Session() as session:
        target = session.scalar(select(User).where(User.username == username))
        if target is None:
            raise HTTPException(404, "profile not found")
        session.execute(delete(Follow).where(Follow.follower_id == me.id,
                                             Follow.followee_id == target.id))
        session.commit()
        return profile(session, target, me)
