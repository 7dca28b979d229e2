from fastapi import Depends, FastAPI, Header, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit import follows
from conduit.db import Base, SessionLocal, engine
from conduit.models import User

app = FastAPI()


@app.on_event("startup")
def create_tables() -> None:
    Base.metadata.create_all(engine)


def get_session():
    with SessionLocal() as session:
        yield session


def current_username(authorization: str | None = Header(default=None)) -> str | None:
    # tokens are "Token <username>" in this sketch
    if authorization and authorization.startswith("Token "):
        return authorization.removeprefix("Token ").strip()
    return None


def _profile(user: User, viewer: str | None) -> dict:
    return {"username": user.username, "bio": user.bio, "image": user.image,
            "following": follows.is_following(viewer, user.username)}


def _user_or_404(session: Session, username: str) -> User:
    user = session.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return user


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def get_profile(username: str, session: Session = Depends(get_session), viewer: str | None = Depends(current_username)):
    return {"profile": _profile(_user_or_404(session, username), viewer)}


@app.post("/api/profiles/{username}/follow")
def follow_user(username: str, session: Session = Depends(get_session), viewer: str | None = Depends(current_username)):
    if viewer is None:
        raise HTTPException(status_code=401, detail="unauthorized")
    user = _user_or_404(session, username)
    follows.follow(viewer, user.username)
    return {"profile": _profile(user, viewer)}


@app.delete("/api/profiles/{username}/follow")
def unfollow_user(username: str, session: Session = Depends(get_session), viewer: str | None = Depends(current_username)):
    if viewer is None:
        raise HTTPException(status_code=401, detail="unauthorized")
    user = _user_or_404(session, username)
    follows.unfollow(viewer, user.username)
    return {"profile": _profile(user, viewer)}
