from fastapi import APIRouter

from app.api.routes import articles, tags

api_router = APIRouter(prefix="/api")
api_router.include_router(articles.router)
api_router.include_router(tags.router)


@api_router.get("/health-check")
async def health_check() -> dict:
    return {"status": "ok"}
