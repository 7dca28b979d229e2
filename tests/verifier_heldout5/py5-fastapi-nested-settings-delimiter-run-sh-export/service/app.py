from fastapi import FastAPI, HTTPException
from sqlalchemy import delete, exists, select

from service.models import Follow, User
from service.persistence import Base, Session, engine

app = FastAPI()
Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health_check() -> dict:
    return {"ok": True}


def _profile(session, user: User, viewer_id: int | None) -> dict:
    following = False
    if viewer_id is not None:
        following = session.scalar(
            select(exists().where(Follow.follower_id == viewer_id, Follow.followee_id == user.id))
        )
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@app.get("/api/profiles/{username}")
def get_profile(username: str) -> dict:
    with Session() as session:
        user = session.scalar(select(User).where(User.username == username))
        if user is None:
            raise HTTPException(404)
        return _profile(session, user, None)


@app.delete("/api/profiles/{username}/follow")
def unfollow(username: str, viewer_id: int = 0) -> dict:
    with Session() as session:
        user = session.scalar(select(User).where(User.username == username))
        if user is None:
            raise HTTPException(404)
        session.execute(delete(Follow).where(Follow.follower_id == viewer_id, Follow.followee_id == user.id))
        session.commit()
        return _profile(session, user, viewer_id)
