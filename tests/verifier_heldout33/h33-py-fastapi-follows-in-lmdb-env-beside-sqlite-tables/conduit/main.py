from fastapi import FastAPI, Header, HTTPException
from sqlalchemy import select

from conduit import follows
from conduit.database import Base, SessionLocal, engine
from conduit.models import User

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


def _profile(target: User, viewer_id: int | None):
    following = viewer_id is not None and follows.is_following(viewer_id, target.id)
    return {"profile": {"username": target.username, "bio": target.bio,
                        "image": target.image, "following": following}}


@app.post("/api/profiles/{username}/follow")
def follow_user(username: str, x_user_id: int = Header()):
    with SessionLocal() as s:
        target = s.scalar(select(User).where(User.username == username))
        if target is None:
            raise HTTPException(404)
        follows.follow(x_user_id, target.id)
        return _profile(target, x_user_id)


@app.delete("/api/profiles/{username}/follow")
def unfollow_user(username: str, x_user_id: int = Header()):
    with SessionLocal() as s:
        target = s.scalar(select(User).where(User.username == username))
        if target is None:
            raise HTTPException(404)
        follows.unfollow(x_user_id, target.id)
        return _profile(target, x_user_id)
