from flask import Flask
from sqlalchemy import select

from conduit.db import Base, Session, engine
from conduit.models import Follow, User

app = Flask(__name__)
Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/profiles/<username>")
def profile(username):
    with Session() as s:
        user = s.scalar(select(User).where(User.username == username))
        if user is None:
            return {"errors": {"profile": ["not found"]}}, 404
        return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                            "following": False}}


@app.post("/api/profiles/<username>/follow")
def follow(username):
    with Session() as s:
        target = s.scalar(select(User).where(User.username == username))
        if target is None:
            return {"errors": {"profile": ["not found"]}}, 404
        s.add(Follow(follower_id=1, followed_id=target.id))
        s.commit()
        return {"profile": {"username": target.username, "bio": target.bio,
                            "image": target.image, "following": True}}
