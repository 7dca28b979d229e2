from fastapi import APIRouter

from app.api.routes import articles, tags, users

api_router = APIRouter(prefix="/api")
api_router.include_router(users.router)
api_router.include_router(articles.router)
api_router.include_router(tags.router)


@api_router.get("/health-check")
def health_check():
    return {"status": "ok"}
