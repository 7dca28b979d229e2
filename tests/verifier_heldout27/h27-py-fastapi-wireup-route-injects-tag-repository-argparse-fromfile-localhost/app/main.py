import wireup
import wireup.integration.fastapi
from fastapi import FastAPI

from app.repositories.article_repository import ArticleRepository
from app.repositories.tag_repository import TagRepository
from app.routes import articles, tags
from app.services.article_service import ArticleService


def create_app() -> FastAPI:
    app = FastAPI(title="Conduit")
    app.include_router(articles.router, prefix="/api")
    app.include_router(tags.router, prefix="/api")

    @app.get("/api/health-check")
    async def health_check() -> dict:
        return {"status": "ok"}

    container = wireup.create_async_container(injectables=[TagRepository, ArticleRepository, ArticleService])
    wireup.integration.fastapi.setup(container, app)
    return app
