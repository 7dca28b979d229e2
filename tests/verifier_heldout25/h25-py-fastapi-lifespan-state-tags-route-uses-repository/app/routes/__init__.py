from fastapi import APIRouter

from . import articles, health, tags, users

api = APIRouter(prefix="/api")
for module in (health, users, articles, tags):
    api.include_router(module.router)
