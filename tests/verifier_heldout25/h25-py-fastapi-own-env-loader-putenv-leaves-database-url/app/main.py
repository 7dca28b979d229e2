from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from fastapi import Body, Depends, FastAPI, Header, HTTPException
from sqlalchemy import or_, select

from .config import JWT_SECRET
from .db import Base, Follow, SessionLocal, Tag, User, engine

Base.metadata.create_all(engine)
app = FastAPI(title="Conduit")


def get_session():
    with SessionLocal() as session:
        yield session


def token_for(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.id), "exp": exp}, JWT_SECRET, algorithm="HS256")


def viewer(authorization: str | None = Header(None), session=Depends(get_session)) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        uid = int(jwt.decode(authorization[6:], JWT_SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None
    return session.get(User, uid)


def required(user: User | None = Depends(viewer)) -> User:
    if user is None:
        raise HTTPException(401, "unauthorized")
    return user


def user_json(u: User) -> dict:
    return {"user": {"email": u.email, "token": token_for(u), "username": u.username, "bio": u.bio, "image": u.image}}


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
def register(user: dict = Body(..., embed=True), session=Depends(get_session)):
    if not all(user.get(k) for k in ("username", "email", "password")):
        raise HTTPException(422, "username, email and password are required")
    clash = session.scalar(select(User).where(or_(User.username == user["username"], User.email == user["email"])))
    if clash is not None:
        raise HTTPException(409, "username or email already taken")
    new = User(username=user["username"], email=user["email"],
               password_hash=bcrypt.hashpw(user["password"].encode(), bcrypt.gensalt()).decode())
    session.add(new)
    session.commit()
    return user_json(new)


@app.post("/api/users/login")
def login(user: dict = Body(..., embed=True), session=Depends(get_session)):
    found = session.scalar(select(User).where(User.email == user.get("email", "")))
    if found is None or not bcrypt.checkpw(user.get("password", "").encode(), found.password_hash.encode()):
        raise HTTPException(401, "invalid credentials")
    return user_json(found)


@app.get("/api/user")
def me(user: User = Depends(required)):
    return user_json(user)


@app.get("/api/profiles/{username}")
def profile(username: str, me: User | None = Depends(viewer), session=Depends(get_session)):
    target = session.scalar(select(User).where(User.username == username))
    if target is None:
        raise HTTPException(404, "profile not found")
    following = me is not None and session.get(Follow, (me.id, target.id)) is not None
    return {"profile": {"username": target.username, "bio": target.bio, "image": target.image, "following": following}}


@app.get("/api/tags")
def tags(session=Depends(get_session)):
    return {"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))}
