import time

import jwt
from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError
from fastapi import Depends, FastAPI, Header, HTTPException
from sqlalchemy.ext.asyncio import AsyncSession

from conduit import crud
from conduit.db import engine, get_db
from conduit.models import Base, User
from conduit.settings import JWT_SECRET

app = FastAPI()
hasher = PasswordHasher()


@app.on_event("startup")
async def create_schema() -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def issue(user: User) -> str:
    return jwt.encode({"id": user.id, "exp": int(time.time()) + 3600 * 24}, JWT_SECRET, algorithm="HS256")


async def auth(authorization: str | None = Header(None), db: AsyncSession = Depends(get_db)) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(401, "unauthorized")
    try:
        user_id = jwt.decode(authorization[6:], JWT_SECRET, algorithms=["HS256"])["id"]
    except jwt.PyJWTError:
        raise HTTPException(401, "unauthorized")
    user = await crud.user_by_id(db, user_id)
    if user is None:
        raise HTTPException(401, "unauthorized")
    return user


def user_json(user: User) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": issue(user)}}


@app.get("/api/health-check")
async def health() -> dict:
    return {"ok": True}


@app.post("/api/users", status_code=201)
async def register(body: dict, db: AsyncSession = Depends(get_db)):
    u = body.get("user") or {}
    if await crud.user_by_email(db, u.get("email", "")) or await crud.user_by_username(db, u.get("username", "")):
        raise HTTPException(422, "already registered")
    user = await crud.create_user(db, username=u["username"], email=u["email"],
                                  password=hasher.hash(u["password"]))
    return user_json(user)


@app.post("/api/users/login")
async def login(body: dict, db: AsyncSession = Depends(get_db)):
    u = body.get("user") or {}
    user = await crud.user_by_email(db, u.get("email", ""))
    try:
        if user is None or not hasher.verify(user.password, u.get("password", "")):
            raise VerifyMismatchError
    except VerifyMismatchError:
        raise HTTPException(401, "invalid credentials")
    return user_json(user)


@app.get("/api/user")
async def me(user: User = Depends(auth)):
    return user_json(user)


@app.get("/api/profiles/{username}")
async def profile(username: str, db: AsyncSession = Depends(get_db)):
    user = await crud.user_by_username(db, username)
    if user is None:
        raise HTTPException(404, "not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}


@app.post("/api/profiles/{username}/follow")
async def follow(username: str, me: User = Depends(auth), db: AsyncSession = Depends(get_db)):
    user = await crud.user_by_username(db, username)
    if user is None:
        raise HTTPException(404, "not found")
    await crud.set_following(db, me.id, user.id, True)
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": True}}
