"""HTTP layer: parse requests, call a service, shape the JSON response."""

from fastapi import APIRouter

from conduit.routes import articles, comments, health, profiles, tags, users

router = APIRouter(prefix="/api")
for module in (health, users, profiles, articles, comments, tags):
    router.include_router(module.router)

__all__ = ["router"]
