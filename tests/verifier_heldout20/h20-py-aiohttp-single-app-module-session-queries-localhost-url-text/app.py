import os
import time

import bcrypt
import jwt
from aiohttp import web
from sqlalchemy import ForeignKey, String, Text, select, text
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

DATABASE_URL = "postgresql+asyncpg://user:password@localhost:5432/conduit"
SECRET = os.getenv("JWT_SECRET", "secret")

engine = create_async_engine(DATABASE_URL)
Session = async_sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


class User(Base):
    __tablename__ = "users"
    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(64), unique=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    password: Mapped[str] = mapped_column(String(255))
    bio: Mapped[str] = mapped_column(Text, default="")
    image: Mapped[str | None] = mapped_column(String(500), nullable=True)


class Follow(Base):
    __tablename__ = "follows"
    follower_id: Mapped[int] = mapped_column(ForeignKey("users.id"), primary_key=True)
    followed_id: Mapped[int] = mapped_column(ForeignKey("users.id"), primary_key=True)


def token_for(user: User) -> str:
    return jwt.encode({"id": user.id, "exp": int(time.time()) + 86400}, SECRET, algorithm="HS256")


def user_json(user: User) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": token_for(user)}}


async def health(request):
    return web.json_response({"status": "ok"})


async def register(request):
    data = (await request.json()).get("user", {})
    async with Session() as session:
        exists = await session.scalar(select(User).where(
            (User.email == data.get("email")) | (User.username == data.get("username"))))
        if exists:
            return web.json_response({"errors": {"body": ["already taken"]}}, status=409)
        user = User(username=data["username"], email=data["email"],
                    password=bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode())
        session.add(user)
        await session.commit()
    return web.json_response(user_json(user), status=201)


async def login(request):
    data = (await request.json()).get("user", {})
    async with Session() as session:
        user = await session.scalar(select(User).where(User.email == data.get("email")))
    if not user or not bcrypt.checkpw(data.get("password", "").encode(), user.password.encode()):
        return web.json_response({"errors": {"body": ["invalid credentials"]}}, status=401)
    return web.json_response(user_json(user))


async def profile(request):
    username = request.match_info["username"]
    async with Session() as session:
        row = (await session.execute(
            text("SELECT id, username, bio, image FROM users WHERE username = :u"), {"u": username}
        )).mappings().first()
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {"username": row["username"], "bio": row["bio"],
                                          "image": row["image"], "following": False}})


async def on_startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


app = web.Application()
app.on_startup.append(on_startup)
app.router.add_get("/api/health-check", health)
app.router.add_post("/api/users", register)
app.router.add_post("/api/users/login", login)
app.router.add_get("/api/profiles/{username}", profile)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=8080)
