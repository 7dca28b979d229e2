from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.db import init_schema, pool
from app.repositories.user_repository import UserRepository
from app.services.user_service import UserService
from app.routes import users


@asynccontextmanager
async def lifespan(_app):
    pool.open()
    init_schema()
    _app.state.user_service = UserService(UserRepository())  # composition root
    yield
    pool.close()


app = FastAPI(lifespan=lifespan)
app.include_router(users.router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
