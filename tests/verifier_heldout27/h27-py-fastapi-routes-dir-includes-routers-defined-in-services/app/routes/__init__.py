"""HTTP layer: collects the routers and mounts them under /api."""
from fastapi import APIRouter

from app.services.articles import router as articles_router

api_router = APIRouter(prefix="/api")
api_router.include_router(articles_router)


@api_router.get("/health-check")
def health_check() -> dict:
    return {"status": "ok"}
