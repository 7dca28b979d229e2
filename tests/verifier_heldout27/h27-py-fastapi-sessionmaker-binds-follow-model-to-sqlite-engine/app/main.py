from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import delete, select

from app.db import create_schema, make_sessionmaker
from app.models import Follow, User

create_schema()
SessionLocal = make_sessionmaker()

app = FastAPI(title="Conduit")


def get_session():
    with SessionLocal() as session:
        yield session


def _profile(session, user: User, viewer_id: int | None) -> dict:
    following = False
    if viewer_id is not None:
        following = session.get(Follow, (viewer_id, user.id)) is not None
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@app.post("/api/profiles/{username}/follow")
def follow(username: str, viewer_id: int, session=Depends(get_session)) -> dict:
    user = session.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    if session.get(Follow, (viewer_id, user.id)) is None:
        session.add(Follow(follower_id=viewer_id, followed_id=user.id))
        session.commit()
    return _profile(session, user, viewer_id)


@app.delete("/api/profiles/{username}/follow")
def unfollow(username: str, viewer_id: int, session=Depends(get_session)) -> dict:
    user = session.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    session.execute(delete(Follow).where(Follow.follower_id == viewer_id, Follow.followed_id == user.id))
    session.commit()
    return _profile(session, user, viewer_id)
