from fastapi import APIRouter

from app.api.routes import articles, health, users

api_router = APIRouter(prefix="/api")
api_router.include_router(health.router)
api_router.include_router(users.router)
api_router.include_router(articles.router)
