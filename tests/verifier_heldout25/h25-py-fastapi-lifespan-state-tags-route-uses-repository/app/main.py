"""Composition root: builds the engine, repositories and services once and hands them to the
request handlers through the lifespan state (request.state.<name>)."""
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from .models import Base
from .repositories import ArticleRepository, TagRepository, UserRepository
from .routes import api
from .services.articles import ArticleService
from .services.errors import ServiceError
from .services.users import UserService
from .settings import Settings


@asynccontextmanager
async def lifespan(_app: FastAPI):
    settings = Settings()
    engine = create_async_engine(settings.async_database_url, pool_pre_ping=True)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)

    tags = TagRepository(sessions)
    users = UserRepository(sessions)
    articles = ArticleRepository(sessions, tags)
    yield {
        "tag_repository": tags,
        "user_service": UserService(users, settings.jwt_secret),
        "article_service": ArticleService(articles),
    }
    await engine.dispose()


app = FastAPI(title="Conduit", lifespan=lifespan)
app.include_router(api)


@app.exception_handler(ServiceError)
async def service_error(_request: Request, exc: ServiceError):
    return JSONResponse(status_code=exc.status_code, content={"errors": {"body": [exc.message]}})
