from fastapi import APIRouter

from app.api.routers import articles, health, profiles, users

api_router = APIRouter(prefix="/api")
for module in (health, users, profiles, articles):
    api_router.include_router(module.router)
