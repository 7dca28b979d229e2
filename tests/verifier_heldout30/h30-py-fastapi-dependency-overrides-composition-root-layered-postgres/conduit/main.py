"""Composition root: the only module that knows which repository backs which service.

Routes declare abstract dependencies (conduit.routes.dependencies); they are bound here
with app.dependency_overrides, so the HTTP layer never imports the data layer."""
from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI, Request
from fastapi.responses import JSONResponse
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.repositories.article_repository import SqlArticleRepository
from conduit.repositories.db import create_schema, session_scope
from conduit.repositories.user_repository import SqlUserRepository
from conduit.routes import articles, dependencies, health, profiles, tags, users
from conduit.services.article_service import ArticleService
from conduit.services.errors import ServiceError
from conduit.services.user_service import UserService


@asynccontextmanager
async def lifespan(_app: FastAPI):
    await create_schema()
    yield


def provide_user_service(session: AsyncSession = Depends(session_scope)) -> UserService:
    return UserService(SqlUserRepository(session))


def provide_article_service(session: AsyncSession = Depends(session_scope)) -> ArticleService:
    return ArticleService(SqlArticleRepository(session), SqlUserRepository(session))


app = FastAPI(title="Conduit", lifespan=lifespan)
app.dependency_overrides[dependencies.user_service] = provide_user_service
app.dependency_overrides[dependencies.article_service] = provide_article_service

for module in (health, users, profiles, articles, tags):
    app.include_router(module.router, prefix="/api")


@app.exception_handler(ServiceError)
async def _service_error(_request: Request, exc: ServiceError) -> JSONResponse:
    return JSONResponse(status_code=exc.status, content={"errors": {exc.field: [exc.message]}})
