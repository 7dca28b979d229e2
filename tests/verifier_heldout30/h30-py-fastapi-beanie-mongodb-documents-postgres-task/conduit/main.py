from contextlib import asynccontextmanager

from beanie import init_beanie
from fastapi import FastAPI
from motor.motor_asyncio import AsyncIOMotorClient

from conduit.documents import Article, Comment, User
from conduit.routers import articles, users
from conduit.settings import MONGODB_DB, MONGODB_URL


@asynccontextmanager
async def lifespan(_app: FastAPI):
    client = AsyncIOMotorClient(MONGODB_URL)
    await init_beanie(database=client[MONGODB_DB], document_models=[User, Article, Comment])
    yield
    client.close()


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}
