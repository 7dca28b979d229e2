from fastapi import APIRouter

from app.api.routes import articles, health, profiles, tags, users

router = APIRouter(prefix="/api")
for module in (health, users, profiles, articles, tags):
    router.include_router(module.router)
