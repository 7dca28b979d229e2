"""HTTP layer: parse requests, call a service, shape the JSON response."""

from fastapi import APIRouter

from conduit.routes import (
    articles,  # feature-line: articles
    comments,  # feature-line: comments
    health,
    profiles,  # feature-line: profiles
    tags,  # feature-line: articles
    users,
)

router = APIRouter(prefix="/api")
for module in (
    health,
    users,
    profiles,  # feature-line: profiles
    articles,  # feature-line: articles
    comments,  # feature-line: comments
    tags,  # feature-line: articles
):
    router.include_router(module.router)

__all__ = ["router"]
